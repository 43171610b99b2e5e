import { Tabs } from 'radix-ui';
import { BackToDashboard } from '../common/BackToDashboard';
import { ImportTab } from '../imports/ImportTab';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { LiveStreamingTab } from '../music/LiveStreamingTab';
import { TrackList } from '../music/TrackList';
import { CategoriesPanel } from '../music/CategoriesPanel';
import { ClocksPanel } from '../clocks/ClocksPanel';
import { GridPainter } from '../clocks/GridPainter';
import { UploadTrackForm } from '../music/UploadTrackForm';
import { PlaylistsTab } from '../playlists/PlaylistsTab';

/** /admin/upload/music: upload, the song list, categories, hour clocks and their grid, playlists, live input. */
export default function MusicManagementPage() {
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Gestión de Música</h1>
      <Tabs.Root defaultValue="upload">
        <Tabs.List aria-label="Gestión de música" className={tabListClass}>
          <Tabs.Trigger value="upload" className={tabTriggerClass}>
            Subir Música
          </Tabs.Trigger>
          <Tabs.Trigger value="songs" className={tabTriggerClass}>
            Mis Canciones
          </Tabs.Trigger>
          <Tabs.Trigger value="categories" className={tabTriggerClass}>
            Categorías
          </Tabs.Trigger>
          <Tabs.Trigger value="clocks" className={tabTriggerClass}>
            Relojes
          </Tabs.Trigger>
          <Tabs.Trigger value="grid" className={tabTriggerClass}>
            Parrilla
          </Tabs.Trigger>
          <Tabs.Trigger value="import" className={tabTriggerClass}>
            Importar carpeta
          </Tabs.Trigger>
          <Tabs.Trigger value="playlists" className={tabTriggerClass}>
            Listas
          </Tabs.Trigger>
          <Tabs.Trigger value="live" className={tabTriggerClass}>
            Transmisión en Vivo
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upload">
          <UploadTrackForm />
        </Tabs.Content>
        <Tabs.Content value="songs">
          <TrackList />
        </Tabs.Content>
        <Tabs.Content value="categories">
          <CategoriesPanel />
        </Tabs.Content>
        <Tabs.Content value="clocks">
          <ClocksPanel />
        </Tabs.Content>
        <Tabs.Content value="grid">
          <GridPainter />
        </Tabs.Content>
        <Tabs.Content value="import">
          <ImportTab />
        </Tabs.Content>
        <Tabs.Content value="playlists">
          <PlaylistsTab />
        </Tabs.Content>
        <Tabs.Content value="live">
          <LiveStreamingTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
