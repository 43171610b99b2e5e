import { z } from 'zod';

/**
 * Whose music a track is, as collecting societies ask: the station's own, under a society's rights, or free of them
 * (Creative Commons, public domain). Null until someone says.
 */
export const TRACK_RIGHTS = ['own', 'licensed', 'free'] as const;
export type TrackRights = (typeof TRACK_RIGHTS)[number];
export const TRACK_RIGHTS_LABEL: Readonly<Record<TrackRights, string>> = {
  own: 'Música propia',
  licensed: 'Con derechos',
  free: 'Libre de derechos',
};
export const trackRightsSchema = z.enum(TRACK_RIGHTS, {
  error: 'Derechos no válidos: usa own (música propia), licensed (con derechos) o free (libre de derechos).',
});

export const ISRC_MESSAGE =
  'El ISRC debe tener 12 caracteres: país (2 letras), registrante (3 letras o cifras), año (2 cifras) y designación (5 cifras), p. ej. ES-A1B-26-00001.';
// ISO 3901: CC-XXX-YY-NNNNN; there is no check digit, so the structure is all that can be checked.
const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{2}\d{5}$/;

/** Normalises an ISRC as written on sleeves and in tags (hyphens, spaces, lower case, an "ISRC" prefix). */
export function normaliseIsrc(text: string): string {
  return text
    .toUpperCase()
    .replace(/^ISRC:?/, '')
    .replace(/[\s-]/g, '');
}

export const isValidIsrc = (text: string): boolean => ISRC_PATTERN.test(normaliseIsrc(text));

/** An ISRC field: empty clears it, anything else must be a well-formed code (stored without hyphens). */
export const isrcSchema = z
  .string({ error: ISRC_MESSAGE })
  .trim()
  .max(40, ISRC_MESSAGE)
  .transform((text) => (text ? normaliseIsrc(text) : null))
  .refine((text) => text === null || ISRC_PATTERN.test(text), ISRC_MESSAGE)
  .nullable();

const rightsText = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} no puede superar 300 caracteres.`)
    .transform((text) => text || null)
    .nullable();

const maxYear = () => new Date().getFullYear() + 1;
export const releaseYearSchema = z
  .number({ error: 'El año de publicación debe ser un número.' })
  .int('El año de publicación debe ser un número entero.')
  .min(1877, 'El año de publicación no puede ser anterior a 1877.')
  .refine((year) => year <= maxYear(), 'El año de publicación no puede ser futuro.')
  .nullable();

/** The rights fields of PATCH /api/tracks/:id and the bulk edit: each optional, null (or '') clears it. */
export const trackRightsPatchShape = {
  isrc: isrcSchema.optional(),
  composers: rightsText('Compositores').optional(),
  lyricists: rightsText('Letristas').optional(),
  publisher: rightsText('La editorial').optional(),
  label: rightsText('El sello').optional(),
  year: releaseYearSchema.optional(),
  rights: trackRightsSchema.nullable().optional(),
};

/** The rights fields as the station answers them on every track. */
export const trackRightsShape = {
  isrc: z.string().nullable().optional(),
  composers: z.string().nullable().optional(),
  lyricists: z.string().nullable().optional(),
  publisher: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  year: z.number().int().nullable().optional(),
  rights: trackRightsSchema.nullable().optional(),
};
export const RIGHTS_FIELDS = ['isrc', 'composers', 'lyricists', 'publisher', 'label', 'year', 'rights'] as const;
export interface TrackRightsFields {
  isrc: string | null;
  composers: string | null;
  lyricists: string | null;
  publisher: string | null;
  label: string | null;
  year: number | null;
  rights: TrackRights | null;
}
