import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { CART_COLORS, type cartButtonInputSchema } from '../../../../shared/schemas/broadcast/studio';
import { labelClass } from '../../admin/common/styles';
import { CART_COLOUR_CLASS, CART_COLOUR_NAME } from './cart-colours';

/** A cart button's colour and what pressing it does to the music. */
export function CartLookFields({ register }: { register: UseFormRegister<z.input<typeof cartButtonInputSchema>> }) {
  return (
    <>
      <fieldset>
        <legend className={labelClass}>Color</legend>
        <div className="flex flex-wrap gap-2">
          {CART_COLORS.map((colour) => (
            <label key={colour} className="cursor-pointer">
              <input type="radio" value={colour} className="peer sr-only" {...register('color')} />
              <span
                className={`block h-9 w-9 rounded-full ring-offset-2 peer-checked:ring-4 peer-checked:ring-gray-900 peer-focus-visible:ring-4 peer-focus-visible:ring-blue-400 ${CART_COLOUR_CLASS[colour]}`}
                title={CART_COLOUR_NAME[colour]}
              />
              <span className="sr-only">{CART_COLOUR_NAME[colour]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelClass}>Al pulsarlo</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="duck" {...register('mode')} /> Suena sobre la música (la música baja)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="stop" {...register('mode')} /> Para lo que suena (y sigue después)
        </label>
      </fieldset>
    </>
  );
}
