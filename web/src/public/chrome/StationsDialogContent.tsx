import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { STATION } from '../../../../shared/station/station-facts';
import { EXTERNAL_LINKS } from './links';
import { STATIONS_TRIGGER_CLASS, StationsTriggerLabel } from './StationsDialog';
import worldMap from './world-map.svg';

/**
 * Full-screen overlay about the world radio map; closes by its button, Escape or a click on the backdrop. Loaded
 * on demand by StationsDialog, open from the start (the press that loaded it).
 */
export default function StationsDialogContent() {
  const { t } = useTranslation();
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger className={STATIONS_TRIGGER_CLASS}>
        <StationsTriggerLabel />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Close
            className="absolute right-3 top-3 rounded p-1 text-gray-700 hover:bg-gray-100"
            aria-label={t('chrome.close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
          <img
            src={worldMap}
            alt={t('chrome.stations.mapAlt')}
            width={580}
            height={160}
            className="h-auto w-full rounded"
          />
          <Dialog.Title className="mt-4 text-2xl font-bold text-gray-900">{t('chrome.stations.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{t('chrome.stations.text')}</Dialog.Description>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <a
              href={EXTERNAL_LINKS.radioGarden}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
            >
              {t('chrome.stations.link')}
            </a>
            <span title={t('chrome.stations.soon')}>
              <button
                type="button"
                disabled
                aria-describedby="stations-soon"
                className="cursor-not-allowed rounded-md border border-gray-300 px-4 py-2 text-gray-600"
              >
                {STATION.internationalName}
              </button>
            </span>
            <span id="stations-soon" className="text-sm text-gray-600">
              {t('chrome.stations.soon')}
            </span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
