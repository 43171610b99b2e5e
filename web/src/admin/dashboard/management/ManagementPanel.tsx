import { Tabs } from 'radix-ui';
import { tabListClass, tabTriggerClass } from '../../common/styles';
import { GalleryTable } from './GalleryTable';
import { LiveTab } from './LiveTab';
import { MusicTable } from './MusicTable';
import { SourcesTable } from './SourcesTable';
import { TransferTab } from './TransferTab';

export type PanelTab = 'music' | 'gallery' | 'streaming' | 'live' | 'transfer';

/** The dashboard's management panel (spec): one tab per kind of content, opened on the section's tab. */
export function ManagementPanel({ initialTab }: { initialTab: PanelTab }) {
  return (
    <Tabs.Root key={initialTab} defaultValue={initialTab}>
      <Tabs.List aria-label="Panel de gestión" className={tabListClass}>
        <Tabs.Trigger value="music" className={tabTriggerClass}>
          Música
        </Tabs.Trigger>
        <Tabs.Trigger value="gallery" className={tabTriggerClass}>
          Galería
        </Tabs.Trigger>
        <Tabs.Trigger value="streaming" className={tabTriggerClass}>
          Streaming
        </Tabs.Trigger>
        <Tabs.Trigger value="live" className={tabTriggerClass}>
          En Vivo (OBS)
        </Tabs.Trigger>
        <Tabs.Trigger value="transfer" className={tabTriggerClass}>
          Transferir
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="music">
        <MusicTable />
      </Tabs.Content>
      <Tabs.Content value="gallery">
        <GalleryTable />
      </Tabs.Content>
      <Tabs.Content value="streaming">
        <SourcesTable />
      </Tabs.Content>
      <Tabs.Content value="live">
        <LiveTab />
      </Tabs.Content>
      <Tabs.Content value="transfer">
        <TransferTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
