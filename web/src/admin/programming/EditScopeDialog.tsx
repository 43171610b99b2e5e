import { Dialog } from 'radix-ui';
import { primaryButton, secondaryButton } from '../common/styles';

export type EditScope = 'one' | 'following' | 'all';

const CHOICES: ReadonlyArray<{ scope: EditScope; label: string; hint: string }> = [
  { scope: 'one', label: 'Solo esta', hint: 'Cambia esta emisión; la regla sigue igual.' },
  { scope: 'following', label: 'Esta y las siguientes', hint: 'La regla cambia desde esta emisión.' },
  { scope: 'all', label: 'Todas', hint: 'Cambia la regla entera, también las emisiones pasadas.' },
];

interface Props {
  /** What is being changed, e.g. "Mover Memoria de Portbou al sábado 28, 17:00–19:00". */
  summary: string | null;
  /** A one-off special has no rule: only "only this one" is offered. */
  ruleless?: boolean;
  onChoose(scope: EditScope): void;
  onCancel(): void;
}

/**
 * Asks how far an edit of one occurrence reaches ("only this one / this and following / all"). Cancelling
 * (button, Escape, outside click) puts the occurrence back where it was.
 */
export function EditScopeDialog({ summary, ruleless, onChoose, onCancel }: Props) {
  return (
    <Dialog.Root open={summary !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">¿Qué emisiones cambian?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">{summary}</Dialog.Description>
          <div className="mt-4 grid gap-2">
            {CHOICES.filter((choice) => !ruleless || choice.scope === 'one').map((choice, i) => (
              <button
                key={choice.scope}
                type="button"
                className={`${i === 0 ? primaryButton : secondaryButton} flex-col items-start text-left`}
                onClick={() => onChoose(choice.scope)}
              >
                <span>{choice.label}</span>
                <span className="text-xs font-normal opacity-80">{choice.hint}</span>
              </button>
            ))}
          </div>
          <div className="mt-4 flex justify-end">
            <Dialog.Close className={secondaryButton}>Cancelar</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
