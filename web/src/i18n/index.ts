import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { formatCount } from '../../../shared/text/format-number';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/station/station-facts';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/web-app/ui-settings';
import spanish from './locales/es/index';
import type { Catalogue } from './catalogue/catalogue';

// Spanish (the default) ships with the app; Catalan and French are fetched when a visitor chooses them.
const otherLanguages = import.meta.glob<Catalogue>(['./locales/*/index.ts', '!./locales/es/index.ts'], {
  import: 'default',
});
// A section that only lazy pages read is a namespace of its own, fetched with those pages in every language, so
// the home page's JavaScript does not carry it: "schedule" (/schedule, /live), "shows" (/programacion…) "heard"
// (/live's "Ha sonado"), "history" (/history's long texts) and "requests" (song requests, /music and /live).
const sections = import.meta.glob<Catalogue>(
  [
    './locales/*/shows.json',
    './locales/*/schedule.json',
    './locales/*/heard.json',
    './locales/*/history.json',
    './locales/*/requests.json',
  ],
  {
    import: 'default',
  },
);
const loadLanguage = (lng: string, ns: string): Promise<Catalogue> =>
  (ns === 'translation' ? otherLanguages[`./locales/${lng}/index.ts`] : sections[`./locales/${lng}/${ns}.json`])?.() ??
  Promise.reject(new Error(`no catalogue ${ns} for language ${lng}`));

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** es/ca/fr with identical keys; the choice is saved under localStorage "language" and mirrored to <html lang>. */
void i18n
  .use(resourcesToBackend(loadLanguage))
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: spanish } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
  });

// "{{count, count}}" in a catalogue: the number grouped in the visitor's language, as prices are.
i18n.services.formatter?.add('count', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatCount(value, lng ?? DEFAULT_LANGUAGE) : String(value),
);

// The build's prerender (web/src/prerender.tsx) loads this module in Node, where there is no document.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // storage unavailable (private mode): the choice lasts for this visit only
    }
  });
}

export default i18n;
