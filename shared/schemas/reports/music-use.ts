import { z } from 'zod';

/** The fields of a music-use row a society template can ask for, with the generic layout's Spanish headers. */
export const MUSIC_USE_FIELDS = {
  title: 'título',
  artist: 'intérprete',
  album: 'álbum',
  isrc: 'ISRC',
  composers: 'compositores',
  lyricists: 'letristas',
  publisher: 'editorial',
  label: 'sello',
  year: 'año',
  rights: 'derechos',
  plays: 'emisiones',
  seconds: 'segundos',
  firstAired: 'primera emisión',
  lastAired: 'última emisión',
} as const;
export type MusicUseField = keyof typeof MUSIC_USE_FIELDS;
const FIELD_NAMES = Object.keys(MUSIC_USE_FIELDS) as [MusicUseField, ...MusicUseField[]];

export const mappingInputSchema = z.object({
  name: z
    .string({ error: 'Indica el nombre de la plantilla (p. ej. la entidad de gestión).' })
    .trim()
    .min(1, 'Indica el nombre de la plantilla (p. ej. la entidad de gestión).')
    .max(80, 'El nombre no puede superar 80 caracteres.'),
  delimiter: z.enum([',', ';', '\t'], { error: 'El separador debe ser coma, punto y coma o tabulador.' }).default(','),
  columns: z
    .array(
      z.object({
        header: z
          .string({ error: 'Cada columna necesita un encabezado.' })
          .trim()
          .min(1, 'Cada columna necesita un encabezado.')
          .max(80, 'Un encabezado no puede superar 80 caracteres.'),
        field: z.enum(FIELD_NAMES, { error: `Campo no válido: usa ${FIELD_NAMES.join(', ')}.` }),
      }),
      { error: 'Indica las columnas de la plantilla.' },
    )
    .min(1, 'La plantilla necesita al menos una columna.')
    .max(40, 'Como máximo 40 columnas.'),
});
export type MappingInput = z.infer<typeof mappingInputSchema>;
export const mappingSchema = mappingInputSchema.extend({ id: z.number().int() });
export type Mapping = MappingInput & { id: number };

/** ?from=&to=&mapping= of the music-use exports: without a mapping, the generic layout. */
export const musicUseQuerySchema = z.object({
  mapping: z.coerce.number({ error: 'Plantilla no válida.' }).int().positive('Plantilla no válida.').optional(),
});
