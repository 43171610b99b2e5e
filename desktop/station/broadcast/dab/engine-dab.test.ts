import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDE } from '../../../../shared/schemas/broadcast/dab';
import { stationTimeZone, wallTime } from '../../../../shared/station/station-time';
import { startFileReader } from '../../../../testing/station/file-watch-reader';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { createLogger } from '../../core/log';
import { runFfmpeg } from '../../ffmpeg/run';
import { createDabFeed } from './dab-feed';

const OURS = /^emisora-slide-[0-9a-f]+\.jpg$/;

/** What a receiver would show from the DLS file: the text line, and the DL Plus tags' texts by content type. */
function readDls(file: string) {
  const content = fs.readFileSync(file, 'utf8');
  const lines = content.trimEnd().split('\n');
  const text = lines.at(-1)!;
  const tags = lines
    .filter((l) => l.startsWith('DL_PLUS_TAG='))
    .map((l) => l.slice('DL_PLUS_TAG='.length).split(' ').map(Number) as [number, number, number])
    .map(([type, start, marker]) => [type, text.slice(start, start + marker + 1)]);
  const param = (name: string) => /=(\d)$/.exec(lines.find((l) => l.startsWith(`${name}=`)) ?? '')?.[1];
  return { text, tags, toggle: param('DL_PLUS_ITEM_TOGGLE'), running: param('DL_PLUS_ITEM_RUNNING') };
}

const slidesIn = (dir: string) => fs.readdirSync(dir).filter((n) => OURS.test(n));

/**
 * ODR-PadEnc reads a DLS text file and a slides folder; the station writes both for what the transmitter plays. A
 * reader in another thread polls them all along: it must never see a part-written file or a temporary one.
 */
describe('the DAB+ data follows the air', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-dab-'));
  const dls = path.join(dir, 'dls.txt');
  const slides = path.join(dir, 'slides');
  let station: TestStation;

  beforeAll(async () => {
    fs.mkdirSync(slides);
    // A noisy 1200 px cover: as a JPEG at the best quality it is far above the 50 kB a slide may weigh.
    const cover = path.join(dir, 'cover.png');
    const ffmpeg = process.env.FFMPEG_PATH ?? (await import('@ffmpeg-installer/ffmpeg')).path;
    await runFfmpeg(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=s=1200x900'],
      ...['-vf', 'noise=alls=80:allf=t', '-frames:v', '1', '-y', cover],
    ]);
    station = await startToneStation([440, 660], 60, { dls, slides });
    fs.copyFileSync(cover, station.context.media.pathOf('covers', 'c0ffeec0ffeec0ffee.png'));
    station.context.db.prepare("UPDATE tracks SET cover_file = 'c0ffeec0ffeec0ffee.png'").run();
  }, 60_000);

  afterAll(async () => {
    await station?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const onAir = () => station.context.broadcast.nowPlaying().current!;

  it('writes each song as it airs, with DL Plus artist and title, and its cover as the one slide', async () => {
    const reader = startFileReader([dls], [slides]);
    const first = onAir();
    await expect
      .poll(() => fs.existsSync(dls) && readDls(dls).text, { timeout: 10_000 })
      .toBe(`${first.artist} - ${first.title}`);
    const before = readDls(dls);
    expect(before.tags).toEqual([
      [4, first.artist],
      [1, first.title],
    ]);
    expect(before.running).toBe('1');

    // The cover was set after the first song started: the next songs carry it.
    for (let i = 0; i < 2; i++) {
      const was = onAir().title;
      station.context.broadcast.skip();
      await expect.poll(() => onAir().title, { timeout: 15_000, interval: 20 }).not.toBe(was);
      await expect.poll(() => readDls(dls).text, { timeout: 5_000 }).toBe(`${onAir().artist} - ${onAir().title}`);
    }
    await expect.poll(() => station.context.broadcast.dab?.().slide.source, { timeout: 15_000 }).toBe('cover');
    // The file and what the admin is shown are read together: the rotation may move on meanwhile.
    const after = readDls(dls);
    const state = station.context.broadcast.dab?.();
    const [artist, title] = after.text.split(' - ');
    expect(after.tags).toEqual([
      [4, artist],
      [1, title],
    ]);

    const seen = await reader.stop();
    // Every read found a whole file: the parameters block closed and the text line after it.
    expect(seen.texts.length).toBeGreaterThan(1);
    for (const text of seen.texts) expect(text).toMatch(/##### parameters \} #####\n[^\n]+\n$/);
    // Each new song flips the item toggle, so a receiver stores it as a new item.
    const toggles = seen.texts.map((t) => /DL_PLUS_ITEM_TOGGLE=(\d)/.exec(t)?.[1]);
    for (let i = 1; i < toggles.length; i++) expect(toggles[i]).not.toBe(toggles[i - 1]);
    // Only the station's slides were ever in the folder, each whole and within the limit.
    expect(seen.names.every((n) => OURS.test(n))).toBe(true);
    expect(seen.slides.length).toBeGreaterThan(0);
    expect(seen.slides.every((s) => s.whole && s.size <= SLIDE.maxBytes)).toBe(true);

    const [current] = slidesIn(slides);
    expect(slidesIn(slides)).toHaveLength(1);
    const bytes = fs.readFileSync(path.join(slides, current!));
    expect(bytes.length).toBeLessThanOrEqual(SLIDE.maxBytes);
    expect(imageSize(bytes)).toMatchObject({ width: SLIDE.width, height: SLIDE.height, type: 'jpg' });
    expect(state).toMatchObject({
      dls: { path: dls, text: after.text, error: null },
      slide: { dir: slides, source: 'cover', error: null },
    });
    expect(station.context.broadcast.dab?.().slide).toMatchObject({ file: current, bytes: bytes.length });
  }, 90_000);

  it('names a live programme and its presenter, and the station between items; off air, the slide goes', async () => {
    const other = { dls: path.join(dir, 'other.txt'), slides: path.join(dir, 'other-slides') };
    fs.mkdirSync(other.slides);
    const ctx = { ...station.context, config: { ...station.context.config, ...other } };
    const now = wallTime(ctx.clock.now(), stationTimeZone(ctx.config));
    const hour = Number(now.time.slice(0, 2));
    // A programme from the top of this hour to the next (an hour crossing midnight is not this test's subject).
    const start = `${String(Math.min(hour, 22)).padStart(2, '0')}:00`;
    const end = `${String(Math.min(hour, 22) + 1).padStart(2, '0')}:59`;
    ctx.repos.schedule.create({ date: now.date, start, end, title: 'La Frontera', host: 'Núria Puig', type: 'live' });
    const feed = createDabFeed(ctx, createLogger('error'));
    feed.start();
    const live = { ...onAir(), kind: 'live' as const, trackId: null, planned: null, title: 'La Frontera', artist: '' };
    feed.onAir(live);
    await feed.settled();
    expect(readDls(other.dls)).toMatchObject({
      text: 'La Frontera con Núria Puig',
      tags: [
        [33, 'La Frontera'],
        [36, 'Núria Puig'],
      ],
    });
    expect(feed.state().slide.source).toBe('logo');
    expect(slidesIn(other.slides)).toHaveLength(1);

    feed.onAir({ ...live, kind: 'jingle', title: 'Cuña', artist: 'Ràdio Portbou' });
    await feed.settled();
    const between = readDls(other.dls);
    expect(between.text).toBe(ctx.repos.settings.dab().stationText);
    expect(between.running).toBe('0');

    feed.stop();
    await feed.settled();
    expect(slidesIn(other.slides)).toEqual([]);
    feed.dispose();
  }, 60_000);
});
