import type { CART_COLORS } from '../../../../shared/schemas/broadcast/studio';

type Colour = (typeof CART_COLORS)[number];

/** Whole class names (Tailwind only keeps classes it can read in the source). */
export const CART_COLOUR_CLASS: Record<Colour, string> = {
  red: 'bg-red-600 text-white',
  orange: 'bg-orange-500 text-white',
  yellow: 'bg-yellow-300 text-gray-900',
  green: 'bg-green-600 text-white',
  teal: 'bg-teal-600 text-white',
  blue: 'bg-blue-600 text-white',
  purple: 'bg-purple-600 text-white',
  gray: 'bg-gray-500 text-white',
};

export const CART_COLOUR_NAME: Record<Colour, string> = {
  red: 'Rojo',
  orange: 'Naranja',
  yellow: 'Amarillo',
  green: 'Verde',
  teal: 'Turquesa',
  blue: 'Azul',
  purple: 'Morado',
  gray: 'Gris',
};
