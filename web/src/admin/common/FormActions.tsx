import { primaryButton, secondaryButton } from './styles';

/** The submit and "Cancelar" pair that ends every admin form. */
export function FormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel(): void }) {
  return (
    <div className="flex gap-2">
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel}
      </button>
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancelar
      </button>
    </div>
  );
}
