import { z } from 'zod';

/** `music` lists feed slots and the default rotation; `jingles` lists feed the jingle every N songs and never music rotation. */
export const playlistKindSchema = z.enum(['music', 'jingles']);
export type PlaylistKind = z.infer<typeof playlistKindSchema>;

export const PLAYLIST_MAX_TRACKS = 5_000;

/** Body of POST /api/playlists and PUT /api/playlists/:id. */
export const playlistInputSchema = z
  .object({
    name: z
      .string({ error: 'El nombre es requerido.' })
      .trim()
      .min(1, 'El nombre es requerido.')
      .max(80, 'El nombre no puede superar 80 caracteres.'),
    kind: playlistKindSchema.default('music'),
    shuffle: z.boolean({ error: 'Indica si la lista se reproduce en orden o aleatoria.' }).default(true),
    trackIds: z
      .array(z.number().int().positive('Cada canción debe ser un identificador válido.'), {
        error: 'La lista de canciones no es válida.',
      })
      .max(PLAYLIST_MAX_TRACKS, `Una lista no puede tener más de ${PLAYLIST_MAX_TRACKS} canciones.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Una canción no puede estar dos veces en la misma lista.')
      .default([]),
    /** The default rotation outside every slot plays this list instead of the whole library (music lists only; one at a time). */
    isDefault: z.boolean().default(false),
  })
  .refine((value) => !(value.isDefault && value.kind !== 'music'), {
    message: 'Solo una lista de música puede ser la rotación por defecto.',
    path: ['isDefault'],
  });
export type PlaylistInput = z.infer<typeof playlistInputSchema>;

export const playlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: playlistKindSchema,
  shuffle: z.boolean(),
  trackIds: z.array(z.number().int()),
  isDefault: z.boolean(),
});
export type Playlist = z.infer<typeof playlistSchema>;
