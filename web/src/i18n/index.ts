import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../../shared/constants';
import { buildResources } from './resources';

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** es/ca/fr with identical keys; the choice is saved under localStorage "language" and mirrored to <html lang>. */
void i18n.use(initReactI18next).init({
  resources: buildResources(import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })),
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
});

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
