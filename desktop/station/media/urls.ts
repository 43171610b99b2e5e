/** Media kinds and the folder under <data>/media each lives in. */
export const MEDIA_KINDS = ['audio', 'covers', 'images', 'thumbs', 'team', 'episodes'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const mediaUrl = (kind: MediaKind, fileName: string): string => `/media/${kind}/${fileName}`;
