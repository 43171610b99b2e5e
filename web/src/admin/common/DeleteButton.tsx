import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  /** Read by screen readers as "Eliminar <itemName>". */
  itemName: string;
  title: string;
  description: string;
  onConfirm(): void;
  disabled?: boolean;
  className?: string;
}

/** The trash button of a list row, always behind a confirmation: deletes here are irreversible. */
export function DeleteButton({
  itemName,
  title,
  description,
  onConfirm,
  disabled,
  className = 'rounded p-1.5 text-red-600 hover:bg-red-50',
}: Props) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      onConfirm={onConfirm}
      trigger={
        <button type="button" className={className} aria-label={`Eliminar ${itemName}`} disabled={disabled}>
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      }
    />
  );
}
