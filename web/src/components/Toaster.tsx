import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '../../../shared/constants';
import { useToasts } from '../stores/toasts';

/** Radix toast viewport: one toast, 5 s, F8 focuses it, swipe right 50 px dismisses. */
export function Toaster() {
  const { t } = useTranslation();
  const current = useToasts((s) => s.current);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <Toast.Provider
      duration={TOASTS.durationMs}
      swipeDirection="right"
      swipeThreshold={TOASTS.swipeThresholdPx}
      label={t('chrome.notifications')}
    >
      {current && (
        <Toast.Root
          key={current.id}
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
          className={`rounded-md border p-4 shadow-lg ${current.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-gray-200 bg-white text-gray-900'}`}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          {current.description && <Toast.Description className="mt-1 text-sm">{current.description}</Toast.Description>}
          <Toast.Close
            aria-label={t('chrome.close')}
            className="absolute right-2 top-2 text-sm opacity-70 hover:opacity-100"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={[TOASTS.hotkey]}
        className="fixed bottom-24 right-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
