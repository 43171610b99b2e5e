import fs from 'node:fs';
import path from 'node:path';
import { HLS_SEGMENT_SECONDS, type HlsSegment } from './hls-segmenter';

/** Segments in the playlist (at least six for CDNs and players that start three back from the live edge). */
export const HLS_WINDOW = 8;
// Files stay a little longer than the playlist names them: a player may still be fetching one.
const KEEP_EXTRA = 4;
const PLAYLIST = 'live.m3u8';

interface Listed {
  sequence: number;
  file: string;
  seconds: number;
  startedAt: Date;
}

/** Writes `data` to `file` so a reader never sees it half written. */
function writeAtomic(file: string, data: Buffer | string) {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/**
 * HLS on disk, as any static server or CDN origin serves it: the segment files and a sliding playlist with
 * EXT-X-PROGRAM-DATE-TIME naming the last HLS_WINDOW of them.
 */
export class HlsFiles {
  private listed: Listed[] = [];

  /** `sequence`: the first segment's number (see createHls for why it never starts from 0). */
  constructor(
    readonly dir: string,
    private sequence: number,
  ) {}

  /** Segments the playlist names. */
  get count(): number {
    return this.listed.length;
  }

  /** An empty directory for a new run; the numbering goes on, so a segment's name never comes back. */
  reset() {
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    this.listed = [];
  }

  add(segment: HlsSegment) {
    const { sequence } = this;
    const file = `seg-${sequence}.aac`;
    writeAtomic(path.join(this.dir, file), segment.data);
    this.listed.push({ sequence, file, seconds: segment.seconds, startedAt: segment.startedAt });
    this.sequence++;
    const gone = this.listed.length > HLS_WINDOW ? this.listed.splice(0, this.listed.length - HLS_WINDOW) : [];
    writeAtomic(path.join(this.dir, PLAYLIST), this.playlist());
    for (const old of gone) {
      const stale = path.join(this.dir, `seg-${old.sequence - KEEP_EXTRA}.aac`);
      fs.rmSync(stale, { force: true });
    }
  }

  playlist(): string {
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${HLS_SEGMENT_SECONDS}`,
      `#EXT-X-MEDIA-SEQUENCE:${this.listed[0]?.sequence ?? this.sequence}`,
    ];
    for (const s of this.listed)
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${s.startedAt.toISOString()}`, `#EXTINF:${s.seconds.toFixed(3)},`, s.file);
    return `${lines.join('\n')}\n`;
  }

  // A playlist left behind would tell a CDN the stream froze: without it, it asks the station again.
  removePlaylist() {
    fs.rmSync(path.join(this.dir, PLAYLIST), { force: true });
  }

  /** The station stops: nothing of this run stays. */
  remove() {
    fs.rmSync(this.dir, { recursive: true, force: true });
    this.listed = [];
  }
}
