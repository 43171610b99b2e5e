import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionTab } from '../spotify/ConnectionTab';
import { ExploreTab } from '../spotify/ExploreTab';
import { useSpotifyToken } from '../spotify/token-store';
import { useForgetFailingToken } from '../spotify/useForgetFailingToken';

const triggerClass =
  '-mb-px rounded-t-md border border-transparent px-4 py-2 font-medium text-gray-700 hover:text-gray-900 data-[state=active]:border-gray-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-emerald-800';

export default function SpotifyPage() {
  const { t } = useTranslation();
  const hasToken = useSpotifyToken((s) => s.token !== null);
  const [tab, setTab] = useState(hasToken ? 'explore' : 'connection');
  useForgetFailingToken();
  // Losing the token (expired at start, or disconnected) leads back to where a new one is pasted.
  useEffect(() => {
    if (!hasToken) setTab('connection');
  }, [hasToken]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('spotify.title')}</h1>
        <p className="mt-2 text-gray-700">{t('spotify.subtitle')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('spotify.title')} className="flex gap-1 border-b border-gray-300">
          <Tabs.Trigger value="connection" className={triggerClass}>
            {t('spotify.tabs.connection')}
          </Tabs.Trigger>
          <Tabs.Trigger value="explore" className={triggerClass}>
            {t('spotify.tabs.explore')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="connection">
          <ConnectionTab onConnected={() => setTab('explore')} />
        </Tabs.Content>
        <Tabs.Content value="explore">
          <ExploreTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
