import { zodResolver } from '../../lib/zod-resolver';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CartButton,
  type CartButtonInput,
  cartButtonInputSchema,
  cartKeyOf,
} from '../../../../shared/schemas/broadcast/studio';
import type { Track } from '../../../../shared/schemas/library/tracks';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../admin/common/styles';
import { TrackPicker } from '../../admin/common/TrackPicker';
import { CartLookFields } from './CartLookFields';

type FormValues = z.input<typeof cartButtonInputSchema>;

/** Puts a library track on a cart button (label, colour, over the music or stopping it), or empties it. */
export function CartButtonDialog({
  slot,
  button,
  open,
  onOpenChange,
  onSave,
  onClear,
}: {
  slot: number;
  button: CartButton | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSave(input: CartButtonInput): void;
  onClear(): void;
}) {
  // The track picked in this dialog; the stored one is named by the button itself.
  const [picked, setPicked] = useState<Track>();
  const searchId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(cartButtonInputSchema),
    values: {
      trackId: button?.trackId ?? 0,
      label: button?.label ?? '',
      color: button?.color ?? 'blue',
      mode: button?.mode ?? 'duck',
    },
  });
  const trackId = form.watch('trackId');
  const chosen = picked && picked.id === trackId ? picked : undefined;
  const errors = form.formState.errors;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Botón {cartKeyOf(slot)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Cualquier pista de la biblioteca: sintonías, identificativos, efectos.
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={form.handleSubmit((values) => {
              onSave(cartButtonInputSchema.parse(values));
              onOpenChange(false);
            })}
          >
            <div>
              <label htmlFor={searchId} className={labelClass}>
                Pista {chosen && <span className="font-normal text-gray-600">: {chosen.title}</span>}
                {!chosen && button && <span className="font-normal text-gray-600">: {button.title}</span>}
              </label>
              <TrackPicker
                searchId={searchId}
                placeholder="Buscar por título o artista"
                resultsLabel="Pistas encontradas"
                searchFirst
                heightClass="max-h-56"
                renderAction={(track, clearSearch) => (
                  <button
                    type="button"
                    className="rounded border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50"
                    aria-label={`Elegir ${track.title}`}
                    onClick={() => {
                      setPicked(track);
                      form.setValue('trackId', track.id, { shouldValidate: true });
                      clearSearch();
                    }}
                  >
                    Elegir
                  </button>
                )}
              />
              {errors.trackId && (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {errors.trackId.message}
                </p>
              )}
            </div>
            <div>
              <label className={labelClass} htmlFor={`${searchId}-label`}>
                Texto del botón (opcional)
              </label>
              <input id={`${searchId}-label`} className={inputClass} maxLength={40} {...form.register('label')} />
            </div>
            <CartLookFields register={form.register} />
            <div className="flex flex-wrap justify-end gap-2">
              {button && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    onClear();
                    onOpenChange(false);
                  }}
                >
                  Vaciar el botón
                </button>
              )}
              <Dialog.Close className={secondaryButton}>Cancelar</Dialog.Close>
              <button type="submit" className={primaryButton}>
                Guardar
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
