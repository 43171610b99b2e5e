import type { z } from 'zod';
import type { Playlist, PlaylistInput, playlistInputSchema } from '../../../../shared/schemas/programming/playlists';

/** What the form holds before the shared schema fills defaults; the resolver turns it into a PlaylistInput. */
export type PlaylistFormValues = z.input<typeof playlistInputSchema>;

export const emptyPlaylist: PlaylistInput = { name: '', kind: 'music', shuffle: true, trackIds: [], isDefault: false };

/** The PUT body that would change nothing: the editor's starting point and its "no unsaved changes" reference. */
export const toPlaylistInput = ({ name, kind, shuffle, trackIds, isDefault }: Playlist): PlaylistInput => ({
  name,
  kind,
  shuffle,
  trackIds,
  isDefault,
});
