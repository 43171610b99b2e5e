import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { dangerButton, secondaryButton } from './styles';

interface Props {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm(): void;
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/** An irreversible action's confirmation (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = 'Eliminar',
  onConfirm,
  open,
  onOpenChange,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={secondaryButton}>Cancelar</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
