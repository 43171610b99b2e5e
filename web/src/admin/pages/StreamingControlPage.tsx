import { AlertTriangle } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { BackToDashboard } from '../common/BackToDashboard';
import { tabListClass, tabTriggerClass } from '../common/styles';
import { RadioGardenTab } from '../streaming/RadioGardenTab';
import { ServerToggleButton } from '../streaming/ServerToggleButton';
import { ShareLinks } from '../streaming/ShareLinks';
import { StatusCards } from '../streaming/StatusCards';
import { useStreamingStatus } from '../streaming/useStreamingStatus';

/** /admin/streaming: start/stop, live state (polled every 10 s), links to share. */
export default function StreamingControlPage() {
  const status = useStreamingStatus();
  return (
    <div>
      <BackToDashboard />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Control de Streaming</h1>
        {status.data && <ServerToggleButton running={status.data.serverRunning} />}
      </div>
      {status.isError && (
        <div
          role="alert"
          className="mb-4 flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-700"
        >
          <AlertTriangle aria-hidden className="h-5 w-5" />
          Error al conectar con el servidor de streaming. El servicio podría no estar disponible.
        </div>
      )}
      {status.isPending && <p role="status">Cargando estado...</p>}
      {status.data && (
        <Tabs.Root defaultValue="status">
          <Tabs.List aria-label="Control de streaming" className={tabListClass}>
            <Tabs.Trigger value="status" className={tabTriggerClass}>
              Estado
            </Tabs.Trigger>
            <Tabs.Trigger value="config" className={tabTriggerClass}>
              Configuración
            </Tabs.Trigger>
            <Tabs.Trigger value="radio-garden" className={tabTriggerClass}>
              Radio Garden
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="status">
            <StatusCards status={status.data} />
          </Tabs.Content>
          <Tabs.Content value="config">
            <ShareLinks status={status.data} />
          </Tabs.Content>
          <Tabs.Content value="radio-garden">
            <RadioGardenTab status={status.data} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
