import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../testing/station/admin-helpers';
import { apiClient, type ApiClient } from '../../../../testing/station/api-client';
import { addToneTrack, decodeMp3, makeToneFile, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt, heardMore, listen, pastBurst, toneStrength } from '../../../../testing/station/test-listener';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import type { PlayableTrack } from '../../repos/library/tracks';
import { BYTES_PER_SECOND } from '../bus/pcm';

const FILLER = 330;
const SONG_A = 440;
const VOICE = 1000;
const SONG_B = 880;
const SONG_C = 660;
const HOUR = 3_600_000;

/** Power of one frequency in a 50 ms window, in dB (relative: only differences mean anything). */
function toneDb(pcm: Buffer, at: number, frequency: number): number {
  let energy = 0;
  for (let n = 0; n < 2205; n++) energy += (pcm.readInt16LE(at + n * 4) / 32768) ** 2;
  return 10 * Math.log10(Math.max(1e-12, toneStrength(pcm, at, frequency) * energy));
}

/**
 * Voice tracks on the real bus, heard by a real listener of /stream: song A, a presenter's link (1 kHz) over its
 * end with A ducked under it, then song B; and a link whose next song was swapped stays off the air, flagged.
 */
describe('voice tracks on the air', () => {
  let station: TestStation;
  let admin: ApiClient;
  let filler: PlayableTrack;
  let a: PlayableTrack;
  let b: PlayableTrack;
  let c: PlayableTrack;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-air-'));
  const voiceFile = path.join(dir, 'enlace.mp3');

  beforeAll(async () => {
    station = await startToneStation([FILLER], 14);
    admin = apiClient(station, await station.login());
    filler = station.context.repos.tracks.list('music')[0]!;
    // The rotation plays the filler only: the songs around the links come from the studio's queue, in order.
    await admin.call('playlists.create', { body: { name: 'Relleno', trackIds: [filler.id], isDefault: true } });
    const song = (title: string, frequency: number) =>
      addToneTrack(station.context, { title, artist: 'Pruebas', frequency, toneSeconds: 8, silence: 0 });
    a = await song('Canción A', SONG_A);
    b = await song('Canción B', SONG_B);
    c = await song('Canción C', SONG_C);
    await makeToneFile(station.context.ffmpegPath, voiceFile, { frequency: VOICE, toneSeconds: 4, silence: 0 });
  }, 90_000);
  afterAll(async () => {
    await station?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Once a fresh filler is on air: A then B queued, and a link saved after A's log item. */
  async function queueAandB() {
    const startedAt = () => station.context.broadcast.nowPlaying().current?.startedAt;
    const before = startedAt();
    await waitFor(
      'a new filler on air',
      () => startedAt() !== before && station.context.broadcast.nowPlaying().current?.trackId === filler.id,
      40_000,
      20,
    );
    // An insert plays next, before what was inserted earlier.
    await admin.call('queue.insert', { body: { trackId: b.id } });
    await admin.call('queue.insert', { body: { trackId: a.id } });
    const now = Date.now();
    const log = await admin.call('log.get', {
      query: { from: new Date(now).toISOString(), to: new Date(now + HOUR).toISOString() },
    });
    const at = log.items.findIndex((i) => i.trackId === a.id);
    expect(log.items[at + 1]?.trackId).toBe(b.id);
    const form = multipart({ afterItemId: String(log.items[at]!.id), overlapBeforeSec: '2', overlapAfterSec: '1' }, [
      ['audio', voiceFile, 'enlace.mp3', 'audio/mpeg'],
    ]);
    return admin.call('voiceTracks.create', { body: form });
  }

  it('airs the link between A and B, A at least 10 dB down under the voice, and logs it as the show’s link', async () => {
    const listener = await listen(`${station.url}/stream`);
    await pastBurst(listener);
    const { id } = await queueAandB();
    await waitFor('the link aired', () => station.context.repos.voiceTracks.get(id)?.status === 'aired', 40_000, 50);
    // The rest of the voice, then B.
    await heardMore(listener, 6_000);
    listener.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, listener.audio());
    const aAt = firstToneAt(pcm, SONG_A);
    expect(aAt, 'A heard').not.toBeNull();
    const voiceAt = firstToneAt(pcm, VOICE, aAt!);
    expect(voiceAt, 'the voice heard after A').not.toBeNull();
    const bAt = firstToneAt(pcm, SONG_B, voiceAt!);
    expect(bAt, 'B heard after the voice').not.toBeNull();
    // The voice started over A's last 2 s: A was still there, lowered by the duck (12 dB), not cut.
    const aBefore = toneDb(pcm, voiceAt! - BYTES_PER_SECOND, SONG_A);
    const aUnder = toneDb(pcm, voiceAt! + BYTES_PER_SECOND, SONG_A);
    expect(aUnder).toBeGreaterThan(aBefore - 30);
    expect(aBefore - aUnder).toBeGreaterThanOrEqual(10);
    // B starts with 1 s of voice left, so the voice is heard alone between the songs for about a second.
    const seconds = (bytes: number) => bytes / BYTES_PER_SECOND;
    expect(seconds(bAt! - voiceAt!)).toBeGreaterThan(2.5);
    expect(seconds(bAt! - voiceAt!)).toBeLessThan(4.5);
    const day = { from: new Date(Date.now() - HOUR).toISOString(), to: new Date(Date.now() + HOUR).toISOString() };
    const rows = station.context.repos.asRun.page(day, 0, 100).items;
    const link = rows.find((r) => r.kind === 'voicetrack');
    expect(link).toMatchObject({ kind: 'voicetrack', trackId: null });
    const history = station.context.repos.playHistory.recentSongs(50);
    expect(history.some((h) => h.title === link!.title)).toBe(false);
    expect(station.context.repos.audit.recent(100).some((e) => e.action === 'voicetrack.air')).toBe(true);
  }, 120_000);

  it('does not air a link whose next song was swapped: the music goes on and the link is flagged', async () => {
    const listener = await listen(`${station.url}/stream`);
    await pastBurst(listener);
    const { id } = await queueAandB();
    const queue = await admin.call('queue.get');
    // The music director swaps B for C: A, then C.
    for (const song of [b, a]) {
      const queued = queue.items.find((i) => i.trackId === song.id && i.pinned);
      await admin.call('queue.remove', { params: { id: queued!.id } });
    }
    await admin.call('queue.insert', { body: { trackId: c.id } });
    await admin.call('queue.insert', { body: { trackId: a.id } });
    await waitFor('C on air', () => station.context.broadcast.nowPlaying().current?.trackId === c.id, 60_000, 50);
    await heardMore(listener, 1_500);
    listener.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, listener.audio());
    const aAt = firstToneAt(pcm, SONG_A);
    expect(aAt).not.toBeNull();
    expect(firstToneAt(pcm, SONG_C, aAt!)).not.toBeNull();
    // From A on (the connection burst may still hold the earlier link).
    expect(firstToneAt(pcm, VOICE, aAt!)).toBeNull();
    const link = station.context.repos.voiceTracks.get(id)!;
    expect(link.status).toBe('flagged');
    expect(link.flagReason).toMatch(/La canción siguiente cambió \(ahora suena «Canción C»\)/);
    expect(station.context.repos.audit.recent(100).some((e) => e.action === 'voicetrack.flag')).toBe(true);
  }, 120_000);
});
