import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { usePlayer } from '../../stores/player';
import { ADVERT_LISTS } from '../home/adverts';
import { AdvertRotator } from '../home/AdvertRotator';
import { DeferredMount } from '../home/DeferredMount';
import { DiscoverSlideshow } from '../home/DiscoverSlideshow';
import { FeaturedPodcasts } from '../home/FeaturedPodcasts';
import { FmInfoCard } from '../home/FmInfoCard';
import { LocalServices } from '../home/LocalServices';
import { NewsSection } from '../home/NewsSection';
import { NowPlayingPanel } from '../home/NowPlayingPanel';
import { TrendingSection } from '../home/TrendingSection';

/** Home: the banner (in the layout) and footer frame these sections, in the spec's order. */
export default function HomePage() {
  const { t } = useTranslation();
  const ready = usePlayer((s) => s.tracks.length > 0 && s.currentTrack === null);

  useEffect(() => {
    if (!ready) return;
    // Spec §4: with tracks loaded and none current, the first one is primed (not played) after 500 ms.
    const id = setTimeout(() => {
      if (usePlayer.getState().currentTrack === null) usePlayer.getState().prime(0);
    }, TIMERS.initialTrackDelayMs);
    return () => clearTimeout(id);
  }, [ready]);

  return (
    <div className="space-y-10">
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <AdvertRotator adverts={ADVERT_LISTS[0]} />
        <AdvertRotator adverts={ADVERT_LISTS[1]} offsetMs={TIMERS.advertSecondOffsetMs} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <NowPlayingPanel />
        <FmInfoCard />
      </div>
      <DeferredMount>
        <NewsSection />
        <LocalServices />
        <DiscoverSlideshow />
        <FeaturedPodcasts />
        <TrendingSection />
      </DeferredMount>
    </div>
  );
}
