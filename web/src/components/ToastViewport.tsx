import { Toast } from 'radix-ui';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '../../../shared/web-app/ui-settings';
import { useToasts } from '../stores/toasts';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Radix gives Escape to the newest dismissable layer, and a toast raised while a dialog is open (a failed save) is
 * newer than the dialog: the first Escape closed the toast and left the dialog open. Escape belongs to the dialog the
 * listener is working in: the toast gives way (it is only a notice and leaves with it), and the same key press is
 * handed to the dialog, which is the top layer again once the toast is gone. The dialog is found whether or not it
 * holds the focus (a button disabled while saving drops the focus to the page). Escape on the focused toast (F8)
 * still closes just the toast.
 */
function giveEscapeToDialog(event: KeyboardEvent, toast: HTMLElement | null, dismiss: () => void) {
  const focused = document.activeElement;
  if (focused && toast?.contains(focused)) return;
  const dialogs = document.querySelectorAll(OPEN_DIALOG);
  const dialog = focused?.closest(OPEN_DIALOG) ?? dialogs[dialogs.length - 1];
  if (!dialog) return;
  event.preventDefault();
  // Synchronously, so the dialog's layer is on top (and listening) before the key is handed over.
  flushSync(dismiss);
  const target = focused && dialog.contains(focused) ? focused : dialog;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/**
 * Radix toast viewport: one toast, 5 s, F8 focuses it, swipe right 50 px dismisses; the region label translated.
 * Loaded by Toaster with the first toast.
 */
export default function ToastViewport() {
  const { t } = useTranslation();
  const current = useToasts((s) => s.current);
  const dismiss = useToasts((s) => s.dismiss);
  const toastRef = useRef<HTMLLIElement>(null);
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
          ref={toastRef}
          onEscapeKeyDown={(event) => giveEscapeToDialog(event, toastRef.current, dismiss)}
          className={`relative rounded-md border p-4 pr-10 shadow-lg ${current.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-gray-200 bg-white text-gray-900'}`}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          {current.description && <Toast.Description className="mt-1 text-sm">{current.description}</Toast.Description>}
          <Toast.Close
            aria-label={t('chrome.close')}
            className="absolute right-2 top-2 inline-flex h-6 w-6 items-center justify-center rounded text-base leading-none opacity-70 hover:opacity-100"
            data-testid="toast-close"
          >
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Below md the viewport sits above the player bar (z-40) but under the dialogs (z-50), so a toast never hides an open dialog. */}
      <Toast.Viewport
        hotkey={[TOASTS.hotkey]}
        label={`${t('chrome.notifications')} ({hotkey})`}
        className="fixed bottom-24 right-0 z-[45] flex w-full flex-col gap-2 p-4 md:z-[100] md:max-w-[420px]"
        data-testid="toast-viewport"
      />
    </Toast.Provider>
  );
}
