import { Tabs } from 'radix-ui';
import { CampaignsTab } from '../advertising/CampaignsTab';
import { BackToDashboard } from '../common/BackToDashboard';
import { tabListClass, tabTriggerClass } from '../common/styles';

/** /admin/advertising: the ad sales the station airs (campaigns now; room for more tabs). */
export default function AdvertisingPage() {
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Publicidad</h1>
      <Tabs.Root defaultValue="campaigns">
        <Tabs.List aria-label="Publicidad" className={tabListClass}>
          <Tabs.Trigger value="campaigns" className={tabTriggerClass}>
            Campañas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="campaigns">
          <CampaignsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
