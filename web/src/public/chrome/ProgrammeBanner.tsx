import { useQuery } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';
import { useOnAir } from '../on-air/use-on-air';
import { CoatOfArms } from './CoatOfArms';
import { Flag } from './Flag';
import { apiQuery } from '../../lib/api';

/**
 * The red banner with the programme on air, on every page the same (the spec's fixed home programme, "the radio,
 * Monday to Friday 9 to 12h", would contradict the air the rest of the week). Its eyebrow follows the engine, as
 * /live does: "En antena" only while on air, "Fuera de emisión" when stopped, the neutral "Programa actual" while
 * the station has not answered (or cannot be reached).
 */
const EYEBROW = {
  unknown: 'chrome.banner.label',
  off: 'chrome.banner.offAir',
  rotation: 'chrome.banner.onAir',
  live: 'chrome.banner.onAir',
} as const;

export function ProgrammeBanner() {
  const { t } = useTranslation();
  const current = useQuery({ ...apiQuery('station.programme'), refetchInterval: 60_000 });
  const air = useOnAir().state;
  const programme = current.data?.title ? current.data : null;
  // The server's default banner is the station itself; its Spanish hours are translated here.
  const isDefault = !programme || programme.title === STATION.name;
  const title = programme?.title ?? STATION.name;
  const location = programme?.location || STATION.town;
  const time = isDefault ? t('chrome.banner.defaultTime') : programme.time;
  return (
    <section aria-label={t('chrome.banner.label')} className="bg-brand text-white" data-testid="programme-banner">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <CoatOfArms className="hidden h-14 w-12 shrink-0 lg:block" />
        <Radio className="h-6 w-6 shrink-0 lg:hidden" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-xs uppercase tracking-wide text-red-100" data-testid="programme-air">
            {t(EYEBROW[air])}
          </p>
          <p className="truncate text-lg font-bold" data-testid="programme-title">
            {title}
          </p>
          <p className="text-sm text-red-50">
            {location} · {time}
          </p>
        </div>
        <Flag className="hidden h-9 w-14 shrink-0 rounded-sm shadow lg:block" />
      </div>
    </section>
  );
}
