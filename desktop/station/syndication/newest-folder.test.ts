import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedTestStation } from '../../../testing/station/feed-server';
import { makeToneFile, waitFor } from '../../../testing/station/test-audio';
import type { TestStation } from '../../../testing/station/test-station';
import { newestFileFolders } from './newest-folder';

const HOUR = 3_600_000;

/**
 * The watched folder of a clock's "newest file" event, without the air: the newest file by modification time (not
 * by name) is filed as a show's file and analysed ahead; a newer one replaces it, and the file it replaced leaves the
 * library at the following replacement.
 */
describe('newest file of a watched folder', () => {
  let station: TestStation;
  let folder: string;
  let spare: string;
  const newest = () => station.context.repos.newestFiles.get(folder);

  async function drop(name: string, frequency: number, modifiedAt: number) {
    const made = path.join(spare, name);
    await makeToneFile(station.context.ffmpegPath, made, { frequency, toneSeconds: 1, silence: 0 });
    fs.utimesSync(made, modifiedAt / 1000, modifiedAt / 1000);
    fs.renameSync(made, path.join(folder, name));
  }

  beforeAll(async () => {
    station = await startFeedTestStation();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-'));
    spare = fs.mkdtempSync(path.join(os.tmpdir(), 'noticias-hechas-'));
  }, 60_000);
  afterAll(async () => {
    await station?.close();
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(spare, { recursive: true, force: true });
  });

  it('names the folders of the clocks’ hard "newest file" events, once each', () => {
    const events = [
      { type: 'jingle' as const },
      { type: 'hard' as const, at: '00:00', event: { type: 'newest-file' as const, folder: '/a' } },
      { type: 'hard' as const, at: '30:00', event: { type: 'newest-file' as const, folder: '/a', freshnessMin: 5 } },
    ];
    expect(
      newestFileFolders([
        { events },
        { events: [{ type: 'hard', at: '15:00', event: { type: 'newest-file', folder: '/b' } }] },
      ]),
    ).toEqual(['/a', '/b']);
  });

  it('files the newest by modification time as a show’s file; replaces it with a newer one, and retires the old', async () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    // "z" sorts last but was written an hour ago; "a" is the news of now.
    await drop('z_anterior.mp3', 700, now - HOUR);
    await drop('a_actual.mp3', 900, now - 60_000);
    const { repos } = station.context;
    repos.clocks.create({
      name: 'Noticias',
      events: [{ type: 'jingle' }, { type: 'hard', at: '00:00', event: { type: 'newest-file', folder } }],
    });
    // Filed: the analysis is the engine's queue (absent here); the engine test hears it analysed and aired.
    await waitFor('the newest filed', () => newest()?.trackId, 30_000, 50);
    const first = newest()!;
    expect(first).toMatchObject({ fileName: 'a_actual.mp3', modifiedAt: now - 60_000, reason: null, ready: false });
    expect(repos.tracks.get(first.trackId!)).toMatchObject({ kind: 'show', title: 'a_actual.mp3' });

    await drop('b_nueva.mp3', 1100, now);
    await waitFor('the newer one filed', () => newest()?.fileName === 'b_nueva.mp3' && newest()?.trackId, 30_000, 50);
    const second = newest()!;
    // Kept one replacement more: it may still be on air.
    expect(repos.tracks.get(first.trackId!)).toBeDefined();

    await drop('c_ultima.mp3', 1300, now + 1_000);
    await waitFor('the third filed', () => newest()?.fileName === 'c_ultima.mp3' && newest()?.trackId, 30_000, 50);
    expect(repos.tracks.get(first.trackId!)).toBeUndefined();
    expect(repos.tracks.get(second.trackId!)).toBeDefined();
  }, 90_000);
});
