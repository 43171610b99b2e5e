import { z } from 'zod';

/** The parts of the provider's answers the site uses (spec §3); anything else in them is ignored. */
const imageSchema = z.object({ url: z.string() });

export const providerTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  artists: z.array(z.object({ name: z.string() })).default([]),
  album: z.object({ name: z.string(), images: z.array(imageSchema).default([]) }).optional(),
  preview_url: z.string().nullable().optional(),
});
export type ProviderTrack = z.infer<typeof providerTrackSchema>;

const externalUrlsSchema = z.object({ spotify: z.string().optional() }).default({});

export const providerPlaylistSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  images: z.array(imageSchema).nullable().default([]),
  external_urls: externalUrlsSchema,
  tracks: z
    .object({
      total: z.number().default(0),
      // Playlist items wrap the track; a removed or local track comes back as null.
      items: z.array(z.object({ track: providerTrackSchema.nullable() })).optional(),
    })
    .default({ total: 0 }),
});
export type ProviderPlaylist = z.infer<typeof providerPlaylistSchema>;

export const featuredPlaylistsSchema = z.object({
  playlists: z.object({ items: z.array(providerPlaylistSchema.nullable()) }),
});

export const providerArtistSchema = z.object({
  id: z.string(),
  name: z.string(),
  genres: z.array(z.string()).default([]),
  popularity: z.number().optional(),
  followers: z.object({ total: z.number().nullable() }).optional(),
  images: z.array(imageSchema).default([]),
  external_urls: externalUrlsSchema,
});
export type ProviderArtist = z.infer<typeof providerArtistSchema>;

export const artistSearchSchema = z.object({
  artists: z.object({ items: z.array(providerArtistSchema) }),
});
