// m3u8-parser ships no types: the part of its API the HLS test reads.
declare module 'm3u8-parser' {
  export interface Segment {
    uri: string;
    duration: number;
    dateTimeString?: string;
    dateTimeObject?: Date;
  }
  export interface Manifest {
    targetDuration?: number;
    mediaSequence?: number;
    endList?: boolean;
    segments: Segment[];
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: Manifest;
  }
}
