import { z } from 'zod';
import { type TrackKind, trackKindSchema } from '../../../../shared/schemas/library/tracks';
import { type TrackRights, trackRightsSchema } from '../../../../shared/schemas/library/track-rights';

/** What a bulk edit sends: only the fields given change on each track. */
export interface BulkChanges {
  artist?: string;
  album?: string | null;
  genre?: string | null;
  kind?: TrackKind;
  requestable?: boolean;
  publisher?: string;
  label?: string;
  rights?: TrackRights;
  addCategoryIds?: number[];
  removeCategoryIds?: number[];
}

const field = (label: string) => z.string().trim().max(200, `${label} no puede superar 200 caracteres.`);
export const bulkEditSchema = z
  .object({
    artist: field('El artista'),
    album: field('El álbum'),
    genre: field('El género'),
    clearAlbum: z.boolean(),
    clearGenre: z.boolean(),
    // '' leaves each track's kind as it is.
    kind: z.union([z.literal(''), trackKindSchema]),
    // '' leaves it as it is; listeners may ask only for songs.
    requestable: z.enum(['', 'yes', 'no']),
    publisher: field('La editorial'),
    label: field('El sello'),
    rights: z.union([z.literal(''), trackRightsSchema]),
  })
  .refine(
    (v) =>
      v.artist ||
      v.album ||
      v.genre ||
      v.clearAlbum ||
      v.clearGenre ||
      v.kind ||
      v.requestable ||
      v.publisher ||
      v.label ||
      v.rights,
    { message: 'Indica al menos un campo para actualizar.', path: ['artist'] },
  );
export type BulkEditValues = z.output<typeof bulkEditSchema>;

/** What the form means: an empty field is left as it is on each song; "vaciar" clears album or genre. */
export function bulkChanges(values: BulkEditValues): BulkChanges {
  return {
    ...(values.artist ? { artist: values.artist } : {}),
    ...(values.clearAlbum ? { album: null } : values.album ? { album: values.album } : {}),
    ...(values.clearGenre ? { genre: null } : values.genre ? { genre: values.genre } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.requestable ? { requestable: values.requestable === 'yes' } : {}),
    ...(values.publisher ? { publisher: values.publisher } : {}),
    ...(values.label ? { label: values.label } : {}),
    ...(values.rights ? { rights: values.rights } : {}),
  };
}
