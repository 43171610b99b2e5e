import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OBS_RECOMMENDED } from '../../../../shared/station/station-facts';
import { useStreamingStatus } from '../live/use-streaming-status';

/** The four OBS steps to broadcast to this station; the RTMP address uses this host and the server's port. */
export function ObsDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useTranslation();
  const status = useStreamingStatus(false);
  const rtmp = `rtmp://${window.location.hostname}:${status.data?.rtmpPort ?? 1935}/live`;
  const steps = [
    t('streaming.obs.step1'),
    t('streaming.obs.step2', { url: rtmp }),
    t('streaming.obs.step3'),
    t('streaming.obs.step4', { video: OBS_RECOMMENDED.video, audio: OBS_RECOMMENDED.audio }),
  ];
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="pr-8 text-xl font-bold">{t('streaming.obs.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{t('streaming.obs.text')}</Dialog.Description>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step} className="break-words">
                {step}
              </li>
            ))}
          </ol>
          <Dialog.Close
            className="absolute right-3 top-3 rounded p-1 text-gray-700 hover:bg-gray-100"
            aria-label={t('chrome.close')}
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
