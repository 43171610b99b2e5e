import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BroadcastTab } from '../streaming/BroadcastTab';
import { SourceCards } from '../streaming/SourceCards';
import { TrackTable } from '../streaming/TrackTable';

const tab =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow';

/** /streaming, "Radio En Vivo": listen to active sources, broadcast (logged in), and the track table. */
export default function StreamingPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t('streaming.title')}</h1>
      <Tabs.Root defaultValue="listen">
        <Tabs.List aria-label={t('streaming.title')} className="flex gap-1 rounded-lg bg-gray-200 p-1">
          <Tabs.Trigger value="listen" className={tab}>
            {t('streaming.listenTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="broadcast" className={tab}>
            {t('streaming.broadcastTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="listen" className="mt-4">
          <SourceCards />
        </Tabs.Content>
        <Tabs.Content value="broadcast" className="mt-4">
          <BroadcastTab />
        </Tabs.Content>
      </Tabs.Root>
      <section aria-labelledby="tracks-heading" className="space-y-3">
        <h2 id="tracks-heading" className="text-2xl font-bold">
          {t('streaming.tracksTitle')}
        </h2>
        <TrackTable />
      </section>
    </div>
  );
}
