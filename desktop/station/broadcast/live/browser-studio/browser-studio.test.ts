import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../auth/passwords';
import { AUDIO } from '../../../../../shared/station/audio-format';
import { openStudio, recordTone, type StudioClient } from '../../../../../testing/station/browser-studio-client';
import { decodeMp3, waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt, listen } from '../../../../../testing/station/test-listener';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import type { LockOccurrence } from '../admission/live-lock';
import { CLOSE } from './browser-input';

const PASSWORD = 'locutora-clave-123';

describe('the browser studio WebSocket: session, origin and the schedule lock', () => {
  let station: TestStation;
  let luciaId: number;
  let cookie: string;
  let origin: string;
  const occurrences: LockOccurrence[] = [];
  const clients: StudioClient[] = [];
  const open = (headers: Record<string, string>) => {
    const client = openStudio(station.url, headers);
    clients.push(client);
    return client;
  };
  const isLive = () => station.context.broadcast.nowPlaying().isLive;

  beforeAll(async () => {
    station = await startToneStation(
      [300, 500],
      20,
      {},
      {
        occurrencesBetween: (from, to) => occurrences.filter((o) => o.endAt > from && o.startAt < to),
      },
    );
    luciaId = station.context.repos.users.create('lucia', await hashPassword(PASSWORD), 'presenter').id;
    // A 3 s overrun grace, so a whole slot fits in a test.
    station.context.repos.settings.write('live_grace_overrun_min', 0.05);
    cookie = await station.login('lucia', PASSWORD);
    origin = station.url;
  }, 60_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.stop();
  });
  afterAll(() => station?.close());

  it('refuses the upgrade without a session (401) and from another site (403), before any WebSocket opens', async () => {
    expect(await open({ Origin: origin }).opened).toBe(401);
    expect(await open({ Cookie: 'emisora_session=not-a-session', Origin: origin }).opened).toBe(401);
    expect(await open({ Cookie: cookie, Origin: 'http://evil.example' }).opened).toBe(403);
    // Another port of the same host is the same site for SameSite=Lax, but not this station.
    const port = Number(new URL(station.url).port);
    expect(await open({ Cookie: cookie, Origin: `http://127.0.0.1:${port + 1}` }).opened).toBe(403);
    expect(station.context.live.connections()).toEqual([]);
  });

  it('opens for a presenter outside her slot only to say why she cannot go on air, and closes', async () => {
    const client = open({ Cookie: cookie, Origin: origin });
    expect(await client.opened).toBeNull();
    const refused = await client.next((m) => m.type === 'refused', 'the refusal');
    expect(refused).toMatchObject({ type: 'refused', reason: expect.stringContaining('Fuera de tu horario') });
    expect(await client.closed).toBe(CLOSE.refused);
    expect(station.context.live.connections()).toEqual([]);
  });

  it('waits in standby before the start, airs her tone at it, is faded out at end + grace', async () => {
    const startAt = Date.now() + 4_000;
    // Injected occurrences hold the lock only: the title from the show is the e2e's (e2e/browser-studio.spec.ts).
    occurrences.push({
      showId: 9,
      showName: 'Voces del Barrio',
      startAt,
      endAt: startAt + 6_000,
      presenterIds: [luciaId],
    });
    const client = open({ Cookie: cookie, Origin: origin });
    recordTone(client, station.context.ffmpegPath, 1000);
    const standby = await client.next((m) => m.type === 'state', 'the first state');
    expect(standby).toMatchObject({ mode: 'standby', showName: 'Voces del Barrio', until: startAt + 9_000 });
    expect(station.context.live.connections()).toMatchObject([{ who: 'lucia', via: 'browser', mode: 'standby' }]);
    expect(isLive()).toBe(false);

    await client.next((m) => m.type === 'state' && m.mode === 'air', 'on air', 10_000);
    expect(Date.now()).toBeGreaterThanOrEqual(startAt);
    await waitFor('live on air', isLive, 10_000, 50);
    const rx = await listen(`${station.url}/stream`);
    await waitFor('the stream after the burst', () => rx.audio().length > AUDIO.burstBytes + 48_000, 15_000);
    rx.stop();
    const pcm = await decodeMp3(station.context.ffmpegPath, rx.audio());
    expect(firstToneAt(pcm, 1000, mp3PcmOffset(AUDIO.burstBytes))).not.toBeNull();

    const ended = await client.next((m) => m.type === 'ended', 'the kick', 15_000);
    expect(ended).toMatchObject({ reason: expect.stringContaining('Fin de tu espacio') });
    expect(Date.now()).toBeGreaterThanOrEqual(startAt + 9_000);
    expect(await client.closed).toBe(CLOSE.kicked);
    await waitFor('rotation again', () => !isLive(), 8_000, 50);
  }, 45_000);
});

/** Where in decoded PCM the MP3 byte `offset` falls (CBR), so the search starts past the connection's burst. */
function mp3PcmOffset(offset: number): number {
  const pcmBytesPerMp3Byte = (AUDIO.sampleRate * 4) / ((AUDIO.mp3BitrateKbps * 1000) / 8);
  return Math.floor(offset * pcmBytesPerMp3Byte);
}
