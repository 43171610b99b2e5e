import { createInstance } from 'i18next';
import { PUBLIC_API_PATHS } from '../../../shared/api/paths/public-paths';
import { SCHEDULE_CACHE } from '../../../shared/web-app/pwa';
import type { ScheduleWeek } from '../../../shared/schemas/public/public-shows';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, STATION } from '../../../shared/station/station-facts';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/web-app/ui-settings';
import { type UpcomingProgramme, upcoming } from '../embed/next-programmes';
import ca from '../i18n/locales/ca/offline.json';
import es from '../i18n/locales/es/offline.json';
import fr from '../i18n/locales/fr/offline.json';
import './offline.css';

/** How many saved airings the page lists. */
const SHOWN = 6;
/** How often the page asks whether the station answers again. */
const CHECK_MS = 5_000;

/**
 * Reloads the page once the station answers. The browser's 'online' event alone is not enough: the device may be
 * online all along while the station is down or restarting.
 */
function reloadWhenReachable(): void {
  const check = () =>
    fetch(PUBLIC_API_PATHS['station.health'].replace('GET ', '/api'), { cache: 'no-store' }).then(
      (res) => res.ok && location.reload(),
      () => undefined,
    );
  setInterval(check, CHECK_MS);
  addEventListener('online', check);
}

/** The visitor's language on the site (its saved choice), else the browser's, else Spanish. */
function language(): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage unavailable
  }
  const candidates = [saved, ...navigator.languages.map((l) => l.slice(0, 2))];
  return (candidates.find((l) => (LANGUAGES as readonly string[]).includes(l ?? '')) as Language) ?? DEFAULT_LANGUAGE;
}

/** The week the service worker kept from the last visit to the schedule, if any. */
async function savedWeek(): Promise<ScheduleWeek | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SCHEDULE_CACHE);
  const [request] = await cache.keys();
  const response = request ? await cache.match(request) : undefined;
  const body = (await response?.json()) as ScheduleWeek | undefined;
  return body && Array.isArray(body.occurrences) ? body : null;
}

function listItem(item: UpcomingProgramme, format: Intl.DateTimeFormat): HTMLLIElement {
  const row = document.createElement('li');
  const time = document.createElement('time');
  time.dateTime = item.start.toISOString();
  time.textContent = format.format(item.start);
  row.append(time, ` ${item.name}`);
  return row;
}

/**
 * The page the service worker shows when a page of the site cannot be loaded: it says the station
 * can't be reached, lists the week saved on the device, and comes back by itself once the connection returns.
 */
async function start(root: HTMLElement) {
  const lang = language();
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { es: { translation: es }, ca: { translation: ca }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  });
  const t = i18n.t.bind(i18n);
  document.documentElement.lang = lang;
  document.title = `${t('title')} · ${STATION.name}`;
  const heading = Object.assign(document.createElement('h1'), { textContent: t('title') });
  const body = Object.assign(document.createElement('p'), { textContent: t('body', { name: STATION.name }) });
  const retry = Object.assign(document.createElement('button'), { type: 'button', textContent: t('retry') });
  retry.addEventListener('click', () => location.reload());
  const section = document.createElement('section');
  section.append(Object.assign(document.createElement('h2'), { textContent: t('week') }));
  root.replaceChildren(heading, body, retry, section);
  reloadWhenReachable();

  const week = await savedWeek().catch(() => null);
  const items = week ? upcoming(week.occurrences, new Date(), SHOWN) : [];
  if (!week || items.length === 0) {
    section.append(Object.assign(document.createElement('p'), { textContent: t('none') }));
    return;
  }
  const format = new Intl.DateTimeFormat(lang, {
    timeZone: week.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const list = document.createElement('ul');
  list.dataset.testid = 'offline-week';
  list.append(...items.map((item) => listItem(item, format)));
  section.append(list, Object.assign(document.createElement('p'), { className: 'note', textContent: t('saved') }));
}

const root = document.getElementById('offline');
if (root) void start(root);
