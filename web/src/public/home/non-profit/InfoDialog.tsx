import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A centred Radix dialog with a title and a close button, shared by the home page's modals. */
export function InfoDialog({
  trigger,
  title,
  description,
  children,
  defaultOpen = false,
}: {
  trigger: ReactNode;
  /** Open from the start: a dialog loaded on demand by the press on its trigger. */
  defaultOpen?: boolean;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 text-gray-900 shadow-xl">
          <Dialog.Title className="pr-8 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
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
