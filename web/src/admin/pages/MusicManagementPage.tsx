import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { LiveStreamingTab } from '../music/LiveStreamingTab';
import { TrackList } from '../music/TrackList';
import { UploadTrackForm } from '../music/UploadTrackForm';

/** /admin/upload/music: upload, the song list, and the live-input settings. */
export default function MusicManagementPage() {
  return (
    <div>
      <Link to="/admin/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Volver al panel
      </Link>
      <h1 className="mb-6 text-2xl font-bold">Gestión de Música</h1>
      <Tabs.Root defaultValue="upload">
        <Tabs.List aria-label="Gestión de música" className={tabListClass}>
          <Tabs.Trigger value="upload" className={tabTriggerClass}>
            Subir Música
          </Tabs.Trigger>
          <Tabs.Trigger value="songs" className={tabTriggerClass}>
            Mis Canciones
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
        <Tabs.Content value="live">
          <LiveStreamingTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
