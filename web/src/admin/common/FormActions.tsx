import { primaryButton, secondaryButton } from './styles';

/** The submit and "Cancelar" pair that ends every admin form (a create form without cancelling has no second). */
export function FormActions({
  busy,
  submitLabel,
  onCancel,
  className = '',
}: {
  busy: boolean;
  submitLabel: string;
  onCancel?(): void;
  className?: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancelar
        </button>
      )}
    </div>
  );
}
