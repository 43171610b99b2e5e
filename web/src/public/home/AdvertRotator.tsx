import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAYOUT, TIMERS } from '../../../../shared/web-app/ui-settings';
import type { Advert } from './adverts';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/**
 * One advert banner (100 px) cycling its adverts every 10 s: fade out 500 ms, switch, fade in after another
 * 500 ms (spec §4). `offsetMs` delays the first cycle so the two rotators alternate.
 */
export function AdvertRotator({ adverts, offsetMs = 0 }: { adverts: readonly Advert[]; offsetMs?: number }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [broken, setBroken] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
    };
    const cycle = () => {
      if (reduced) {
        // Less motion: switch in place, without the fade (and without a blank second).
        setIndex((i) => (i + 1) % adverts.length);
        return;
      }
      setVisible(false);
      later(() => {
        setIndex((i) => (i + 1) % adverts.length);
        later(() => setVisible(true), TIMERS.advertFadeMs);
      }, TIMERS.advertFadeMs);
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    later(() => {
      interval = setInterval(cycle, TIMERS.advertRotationMs);
    }, offsetMs);
    return () => {
      clearInterval(interval);
      for (const id of timers) clearTimeout(id);
    };
  }, [adverts.length, offsetMs, reduced]);

  const advert = adverts[index]!;
  const text = (field: string) => t(`home.adverts.${advert.id}.${field}`);
  return (
    <aside
      aria-label={t('home.advertLabel')}
      className={`flex min-w-0 items-center gap-3 overflow-hidden rounded-lg border border-gray-200 bg-white pr-3 ${reduced ? '' : 'transition-opacity duration-500'} ${visible ? 'opacity-100' : 'opacity-0'}`}
      style={{ height: LAYOUT.advertHeightPx }}
      data-testid="advert"
    >
      {broken[advert.id] ? (
        <span className="flex h-full w-24 shrink-0 sm:w-32 items-center justify-center bg-gray-200 text-xs font-semibold uppercase text-gray-700">
          {t('home.advertPlaceholder')}
        </span>
      ) : (
        <img
          src={advert.imageUrl}
          alt=""
          width={200}
          height={100}
          className="h-full w-24 shrink-0 sm:w-32 object-cover"
          onError={() => {
            console.warn('Advert image failed', advert.imageUrl);
            setBroken((b) => ({ ...b, [advert.id]: true }));
          }}
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-gray-600">{advert.company}</p>
        <p className="truncate font-semibold text-gray-900">{text('title')}</p>
        <p className="line-clamp-1 text-sm text-gray-700">{text('description')}</p>
      </div>
      <Link
        to={advert.link}
        className="shrink-0 rounded-md bg-gray-900 px-3 py-2 text-xs font-semibold text-white hover:bg-gray-700"
      >
        {text('buttonText')}
      </Link>
    </aside>
  );
}
