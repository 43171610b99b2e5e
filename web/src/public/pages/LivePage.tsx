import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BroadcastStatus } from '../live/BroadcastStatus';
import { HeardHistory } from '../live/HeardHistory';
import { LiveBanner } from '../live/LiveBanner';
import { RequestHost } from '../requests/RequestHost';
import { WeekSchedule } from '../schedule/WeekSchedule';

const tab =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow';

/** /live: fixed banner, broadcast status (polled every 5 s), the station's week (the occurrences the planner airs) and what has aired. */
export default function LivePage() {
  const { t } = useTranslation(['translation', 'schedule']);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('live.title')}</h1>
      <LiveBanner />
      <RequestHost />
      <Tabs.Root defaultValue="status">
        <Tabs.List aria-label={t('live.title')} className="flex gap-1 rounded-lg bg-gray-200 p-1">
          <Tabs.Trigger value="status" className={tab}>
            {t('live.statusTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="schedule" className={tab}>
            {t('live.scheduleTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="heard" className={tab}>
            {t('live.heardTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="status" className="mt-4">
          <BroadcastStatus />
        </Tabs.Content>
        <Tabs.Content value="schedule" className="mt-4 space-y-4">
          <h2 className="text-2xl font-bold">{t('schedule:liveTitle')}</h2>
          <WeekSchedule />
        </Tabs.Content>
        <Tabs.Content value="heard" className="mt-4">
          <HeardHistory />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
