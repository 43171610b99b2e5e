import { Tabs } from 'radix-ui';
import { BackToDashboard } from '../common/BackToDashboard';
import { cardClass, tabListClass, tabTriggerClass } from '../common/styles';
import { LiveRecordings } from '../recordings/LiveRecordings';
import { LoggerBrowser } from '../recordings/LoggerBrowser';
import { LoggerSettingsForm } from '../recordings/LoggerSettingsForm';
import { formatBytes } from '../recordings/recording-format';
import { RecordingStorageNotice } from '../recordings/RecordingStorageNotice';
import { useLoggerSettings, useRecordingStorage } from '../recordings/useRecordings';
import { plural } from '../../../../shared/text/plural';

/** /admin/recordings "Grabaciones": the recorded live shows, the broadcast logger, and its settings. */
export default function RecordingsPage() {
  const settings = useLoggerSettings();
  const storage = useRecordingStorage();
  return (
    <div>
      <BackToDashboard />
      <h1 className="mb-6 text-2xl font-bold">Grabaciones</h1>
      <RecordingStorageNotice className="mb-6" />
      <Tabs.Root defaultValue="live">
        <Tabs.List aria-label="Grabaciones" className={tabListClass}>
          <Tabs.Trigger value="live" className={tabTriggerClass}>
            Programas en directo
          </Tabs.Trigger>
          <Tabs.Trigger value="logger" className={tabTriggerClass}>
            Grabación continua
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={tabTriggerClass}>
            Ajustes
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="live">
          <LiveRecordings />
        </Tabs.Content>
        <Tabs.Content value="logger">
          <LoggerBrowser />
        </Tabs.Content>
        <Tabs.Content value="settings" className="space-y-4">
          {storage.data && (
            <div className={cardClass}>
              <p className="text-sm text-gray-700">
                Registro: {formatBytes(storage.data.loggerBytes)} de {formatBytes(storage.data.budgetBytes)} · Directos:{' '}
                {formatBytes(storage.data.liveBytes)} · Libre en disco:{' '}
                {storage.data.freeBytes === null ? 'desconocido' : formatBytes(storage.data.freeBytes)}
              </p>
              {settings.data && (
                <p className="text-sm text-gray-700" data-testid="logger-budget-days">
                  A {settings.data.loggerBitrateKbps} kbps el espacio máximo alcanza para{' '}
                  {plural(Math.floor(storage.data.budgetDays), { one: 'un día', other: 'unos # días' })} de registro.
                </p>
              )}
              <p className="text-sm text-gray-700">
                Ahora: {storage.data.recording.live ? 'grabando el directo' : 'sin directo'} ·{' '}
                {storage.data.recording.logger ? 'registro activo' : 'registro parado'}
              </p>
            </div>
          )}
          {settings.data && storage.data && storage.data.budgetDays < settings.data.loggerRetentionDays && (
            <p role="note" className="text-sm text-amber-800">
              El espacio máximo solo alcanza para{' '}
              {plural(Math.floor(storage.data.budgetDays), { one: 'un día', other: 'unos # días' })} de registro (cada
              día ocupa unos {formatBytes(storage.data.budgetBytes / Math.max(0.1, storage.data.budgetDays))}): las
              horas más antiguas se borrarán antes de cumplir{' '}
              {plural(settings.data.loggerRetentionDays, { one: 'el día', other: 'los # días' })}.
            </p>
          )}
          {settings.data && <LoggerSettingsForm settings={settings.data} storage={storage.data} />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
