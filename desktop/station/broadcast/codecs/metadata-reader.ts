export type MetadataReaderClass = typeof import('icecast-metadata-js').IcecastMetadataReader;

let metadataReader: Promise<MetadataReaderClass> | undefined;

/**
 * icecast-metadata-js, loaded with the first relay slot or Ogg live source: most stations use neither, and the
 * library costs about 9 MiB of RSS (lazy-libraries.test.ts keeps it out of the core's start).
 */
export const loadMetadataReader = (): Promise<MetadataReaderClass> =>
  (metadataReader ??= import('icecast-metadata-js').then((module) => module.IcecastMetadataReader));
