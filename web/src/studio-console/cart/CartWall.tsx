import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CART_SLOTS, type CartButton, cartKeyOf } from '../../../../shared/schemas/broadcast/studio';
import { formatDuration } from '../../admin/music/format';
import { CartButtonDialog } from './CartButtonDialog';
import { CART_COLOUR_CLASS } from './cart-colours';
import { slotForKey } from './cart-keys';
import { useLevels } from '../levels/levels-store';
import { useCart } from './useCart';

const SLOTS = Array.from({ length: CART_SLOTS }, (_, i) => i + 1);

/**
 * The cart wall: instant buttons for jingles, IDs and effects. A press (click, Enter, or its key: 1–9, F1–F12)
 * plays the track over the air at once; the pencil puts another track on the button.
 */
export function CartWall() {
  const { buttons, play, save, clear } = useCart();
  const [editing, setEditing] = useState<number | null>(null);
  const playing = useLevels((state) => state.levels?.cart ?? null);
  const bySlot = new Map((buttons.data ?? []).map((b) => [b.slot, b]));
  const latest = useRef({ bySlot, play: play.mutate, editing });
  latest.current = { bySlot, play: play.mutate, editing };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (latest.current.editing !== null) return;
      const slot = slotForKey(event);
      if (slot === null) return;
      const button = latest.current.bySlot.get(slot);
      // F1–F12 belong to the cart wall here (no help page, no reload by accident on air).
      event.preventDefault();
      if (button) latest.current.play({ trackId: button.trackId, mode: button.mode });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const fire = (button: CartButton) => play.mutate({ trackId: button.trackId, mode: button.mode });
  return (
    <section aria-label="Botonera" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="mb-3 font-semibold">
        Botonera <span className="text-xs font-normal text-gray-500">(teclas 1–9 y F1–F12)</span>
      </h2>
      {buttons.isError && (
        <p role="alert" className="text-sm text-red-600">
          No se pudo cargar la botonera.
        </p>
      )}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 xl:grid-cols-7">
        {SLOTS.map((slot) => {
          const button = bySlot.get(slot);
          const key = cartKeyOf(slot);
          const isPlaying = button && playing?.trackId === button.trackId;
          return (
            <div key={slot} className="relative">
              {button ? (
                <button
                  type="button"
                  data-testid={`cart-${key}`}
                  aria-keyshortcuts={key}
                  aria-label={`${key}: ${button.label || button.title}${button.mode === 'stop' ? ' (para la música)' : ''}`}
                  onClick={() => fire(button)}
                  className={`flex h-24 w-full flex-col justify-between rounded-lg p-2 text-left shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-black ${CART_COLOUR_CLASS[button.color]} ${isPlaying ? 'animate-pulse ring-4 ring-black' : ''}`}
                >
                  <span className="text-xs font-bold opacity-80">{key}</span>
                  <span className="line-clamp-2 text-sm font-semibold leading-tight">
                    {button.label || button.title}
                  </span>
                  <span className="text-xs tabular-nums opacity-80">
                    {formatDuration(button.duration)}
                    {button.mode === 'stop' ? ' · para' : ''}
                  </span>
                </button>
              ) : (
                <button
                  type="button"
                  data-testid={`cart-${key}`}
                  aria-label={`${key}: botón vacío, asignar una pista`}
                  onClick={() => setEditing(slot)}
                  className="flex h-24 w-full flex-col justify-between rounded-lg border-2 border-dashed border-gray-300 p-2 text-left text-gray-500 hover:bg-gray-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-black"
                >
                  <span className="text-xs font-bold">{key}</span>
                  <span className="text-sm">Vacío</span>
                </button>
              )}
              {button && (
                <button
                  type="button"
                  aria-label={`Cambiar el botón ${key}`}
                  onClick={() => setEditing(slot)}
                  className="absolute right-1 top-1 rounded bg-black/30 p-1.5 text-white hover:bg-black/50 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  <Pencil aria-hidden className="h-3.5 w-3.5" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {editing !== null && (
        <CartButtonDialog
          slot={editing}
          button={bySlot.get(editing)}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(input) => save.mutate({ slot: editing, input })}
          onClear={() => clear.mutate(editing)}
        />
      )}
    </section>
  );
}
