import { z } from 'zod';

/** Cart wall: 21 buttons, keys 1–9 then F1–F12 (the key follows the slot). */
export const CART_SLOTS = 21;

/** The keyboard key that fires a slot: 1..9 → '1'..'9', 10..21 → 'F1'..'F12'. */
export const cartKeyOf = (slot: number): string => (slot <= 9 ? String(slot) : `F${slot - 9}`);

/** What a cart does to the music: play over it ducked, or stop it (the next item starts after the cart). */
export const cartModeSchema = z.enum(['duck', 'stop'], { error: 'El modo debe ser «duck» o «stop».' });
export type CartMode = z.infer<typeof cartModeSchema>;

export const CART_COLORS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'gray'] as const;
export const cartColorSchema = z.enum(CART_COLORS, { error: 'Color no válido.' });

export const cartSlotParamSchema = z.object({
  slot: z
    .string()
    .regex(/^[1-9][0-9]?$/, 'La tecla debe ser un número de 1 a 21.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= CART_SLOTS, 'La tecla debe ser un número de 1 a 21.'),
});

export const cartButtonInputSchema = z.strictObject({
  trackId: z.number({ error: 'Elige una pista.' }).int().positive('Elige una pista.'),
  label: z.string().trim().max(40, 'La etiqueta admite 40 caracteres como máximo.').default(''),
  color: cartColorSchema.default('blue'),
  mode: cartModeSchema.default('duck'),
});
export type CartButtonInput = z.input<typeof cartButtonInputSchema>;

export const cartButtonSchema = z.object({
  slot: z.number().int(),
  trackId: z.number().int(),
  label: z.string(),
  color: cartColorSchema,
  mode: cartModeSchema,
  /** The track's title and length, for the button face. */
  title: z.string(),
  duration: z.number(),
});
export type CartButton = z.infer<typeof cartButtonSchema>;

export const cartPlaySchema = z.strictObject({ mode: cartModeSchema.optional() });

/** Levels on the air, 10 times a second over the studio's event stream (dBFS, −Infinity sent as null). */
export const levelsSchema = z.object({
  /** [left, right] */
  peak: z.tuple([z.number().nullable(), z.number().nullable()]),
  rms: z.tuple([z.number().nullable(), z.number().nullable()]),
  /** The live input's level while an OBS show is on the bus, else null. */
  live: z.object({ peak: z.number().nullable(), rms: z.number().nullable() }).nullable(),
  /** A cart is playing over the bus. */
  cart: z.object({ trackId: z.number(), mode: cartModeSchema }).nullable(),
});
export type Levels = z.infer<typeof levelsSchema>;
