import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../../ffmpeg/path';
import { runFfmpeg } from '../../../ffmpeg/run';
import { createOggPageReader, createOggStream, granuleRate, type OggPage } from './ogg-pages';

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);

/** Three seconds of a tone in Ogg, as ffmpeg's muxer writes it for a live source (a page per second). */
async function oggOf(codec: 'libopus' | 'libvorbis' | 'flac', frequency: number, title: string) {
  const args = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=3`];
  args.push('-ac', '2', '-c:a', codec, '-metadata', `title=${title}`, '-f', 'ogg', 'pipe:1');
  return (await runFfmpeg(ffmpegPath, args)).stdout;
}

const readAll = (bytes: Buffer, chunk: number) => {
  const reader = createOggPageReader();
  const pages: OggPage[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pages.push(...reader.push(bytes.subarray(at, at + chunk)));
  return pages;
};

describe('Ogg pages of a live source', () => {
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    files.opus = await oggOf('libopus', 440, 'Primera');
    files.vorbis = await oggOf('libvorbis', 660, 'Segunda');
    files.flac = await oggOf('flac', 880, 'Tercera');
  }, 30_000);

  it('cuts any chunking into the same whole pages, skipping bytes that are not a page', () => {
    const whole = readAll(files.opus!, files.opus!.length);
    expect(whole.length).toBeGreaterThan(3);
    expect(Buffer.concat(whole.map((p) => p.bytes))).toEqual(files.opus);
    for (const size of [1, 7, 4096])
      expect(readAll(files.opus!, size).map((p) => p.bytes)).toEqual(whole.map((p) => p.bytes));
    const garbage = Buffer.concat([Buffer.from('OggSxx not a page at all, then '), files.opus!]);
    expect(readAll(garbage, 100).map((p) => p.bytes)).toEqual(whole.map((p) => p.bytes));
  });

  it('reads the granule rate of Opus, Vorbis and FLAC from the identification packet', () => {
    const first = (name: string) => readAll(files[name]!, 65_536)[0]!;
    expect(first('opus').bos).toBe(true);
    expect(granuleRate(first('opus').body)).toBe(48_000);
    expect(granuleRate(first('vorbis').body)).toBe(44_100);
    expect(granuleRate(first('flac').body)).toBe(44_100);
    expect(granuleRate(Buffer.from('something else'))).toBeNull();
  });

  it.each(['opus', 'vorbis', 'flac'])(
    'keeps the %s header pages and measures its pages (about a second each)',
    (name) => {
      const pages = readAll(files[name]!, 1000);
      const stream = createOggStream();
      for (const page of pages) stream.note(page);
      const headers = pages.filter((p) => p.granule === 0n);
      expect(headers.length).toBeGreaterThanOrEqual(1);
      expect(stream.header()).toEqual(headers.map((p) => p.bytes));
      expect(stream.longestPageMs()).toBeGreaterThan(500);
      expect(stream.longestPageMs()).toBeLessThan(1_500);
    },
  );

  it('a chained stream (a new song) starts a new header: a late joiner gets the second stream setup, not the first', () => {
    const chained = Buffer.concat([files.opus!, files.vorbis!]);
    const stream = createOggStream();
    const pages = readAll(chained, 333);
    for (const page of pages.slice(0, 3)) stream.note(page);
    const firstHeader = [...stream.header()];
    expect(firstHeader[0]!.subarray(28, 36).toString('latin1')).toBe('OpusHead');
    for (const page of pages.slice(3)) stream.note(page);
    const secondHeader = stream.header();
    expect(secondHeader[0]!.toString('latin1')).toContain('vorbis');
    expect(secondHeader.some((page) => page.toString('latin1').includes('Segunda'))).toBe(true);
    expect(secondHeader.some((page) => page.toString('latin1').includes('Primera'))).toBe(false);
  });
});
