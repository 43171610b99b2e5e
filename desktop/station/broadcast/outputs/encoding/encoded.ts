/**
 * Where an encoder's output goes, already cut at frame (MP3, ADTS) or page (Ogg) boundaries.
 * `headers` carries what a decoder needs before any audio (Ogg's OpusHead and OpusTags pages): it is sent to
 * every consumer in stream order, and a consumer that joins later gets the latest headers first.
 */
export interface EncodedSink {
  headers(data: Buffer): void;
  data(data: Buffer): void;
}
