// icecast-metadata-js ships no types: the part of its API the relay reads.
declare module 'icecast-metadata-js' {
  export class IcecastMetadataReader {
    constructor(options: {
      metadataTypes?: Array<'icy' | 'ogg'>;
      icyMetaInt?: number;
      icyCharacterEncoding?: string;
      onStream?(value: { stream: Uint8Array }): void;
      onMetadata?(value: { metadata: { StreamTitle?: string; TITLE?: string; ARTIST?: string } }): void;
      onError?(message: string): void;
    });
    readAll(chunk: Uint8Array): void;
  }
}
