import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO } from '../../../../../shared/station/audio-format';
import { liveCredentialsOf } from '../../../auth/live-credentials';
import { hashPassword } from '../../../auth/passwords';
import { apiClient, apiUrl } from '../../../../../testing/station/api-client';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';
import { decodeMp3, waitFor } from '../../../../../testing/station/test-audio';
import { firstToneAt, listen } from '../../../../../testing/station/test-listener';
import { ffmpegSource } from '../../../../../testing/station/source-clients';
import type { LockOccurrence } from '../admission/live-lock';
import { movableClock, scheduledOn } from '../../../../../testing/station/wall-clock';

describe('an Icecast source early for its slot waits in standby', () => {
  let station: TestStation;
  let sourcePort: number;
  const clients: ChildProcess[] = [];
  const occurrences: LockOccurrence[] = [];
  const clock = movableClock();

  const isLive = () => station.context.broadcast.nowPlaying().isLive;
  const key = () => station.context.repos.settings.streaming().streamKey;
  /** Whether `frequency` is heard in a few seconds of `url` (an MP3 stream), past its connection burst. */
  async function heard(url: string, frequency: number, headers?: Record<string, string>, burst = true) {
    const rx = await listen(url, { headers });
    const enough = (burst ? AUDIO.burstBytes : 0) + 64_000;
    await waitFor(`${url} for a few seconds`, () => rx.audio().length > enough, 20_000);
    rx.stop();
    return firstToneAt(await decodeMp3(station.context.ffmpegPath, rx.audio()), frequency) !== null;
  }

  beforeAll(async () => {
    sourcePort = await freeSourcePort();
    station = await startToneStation([300, 500], 20, { sourcePort }, scheduledOn(clock, occurrences));
  }, 60_000);
  afterEach(async () => {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('back to rotation', () => !isLive(), 10_000);
  }, 15_000);
  afterAll(() => station?.close());

  it('ffmpeg icecast:// within the grace: accepted, held off air in standby, then on air at the start', async () => {
    const ana = station.context.repos.users.create('ana', await hashPassword('ana-password-123'), 'presenter');
    const login = liveCredentialsOf(station.context).of(ana.id)!;
    // Her slot starts in 5 minutes, inside the 10 minutes' grace: the wall clock is moved there once standby is checked.
    const startAt = clock.now() + 5 * 60_000;
    occurrences.push({ showId: 3, showName: 'Ondas de Ana', startAt, endAt: startAt + 60_000, presenterIds: [ana.id] });
    const url = `icecast://${login.sourceUser}:${login.sourcePassword}@127.0.0.1:${sourcePort}/live`;
    clients.push(ffmpegSource(station.context.ffmpegPath, url, 1200));

    await waitFor('ana connected', () => station.context.live.connections().some((c) => c.who === 'ana'), 15_000);
    expect(station.context.live.connections()).toMatchObject([{ who: 'ana', via: 'icecast', mode: 'standby' }]);
    expect(station.context.broadcast.sourceInput?.()?.connected()).toMatchObject({ user: 'ana', onAir: false });
    expect(isLive()).toBe(false);
    expect(await heard(`${station.url}/stream`, 1200)).toBe(false);
    expect(isLive()).toBe(false);

    // Only she hears her waiting source, on her own monitor: another account (even an admin) is refused.
    const anaCookie = await station.login('ana', 'ana-password-123');
    const anaApi = apiClient(station, anaCookie);
    expect(await anaApi.call('me.liveHeard')).toEqual({ heard: false, waiting: true });
    const monitor = `${station.url}${apiUrl('estudio.liveMonitor')}`;
    expect(await heard(monitor, 1200, { Cookie: anaCookie }, false)).toBe(true);
    const other = await anaApi.as(await station.login()).send('estudio.liveMonitor');
    expect(other.status).toBe(403);
    expect(other.error).toMatchObject({ message: expect.stringContaining('ninguna conexión en espera') });
    expect((await anaApi.as(undefined).send('estudio.liveMonitor')).status).toBe(401);
    expect(isLive()).toBe(false);

    clock.moveTo(startAt - 2_000);
    expect(isLive()).toBe(false);
    await waitFor('ana on air at her start', isLive, 20_000);
    expect(clock.now()).toBeGreaterThanOrEqual(startAt);
    expect(station.context.live.connections()).toMatchObject([{ who: 'ana', mode: 'air' }]);
    expect(await heard(`${station.url}/stream`, 1200)).toBe(true);
  }, 110_000);

  it('reads in-band Ogg titles (Opus comments) into now-playing as «Programa — título»', async () => {
    const url = `icecast://source:${key()}@127.0.0.1:${sourcePort}/live`;
    const tags = ['-metadata', 'title=Canción en Ogg', '-metadata', 'artist=Grupo del Barrio'];
    clients.push(ffmpegSource(station.context.ffmpegPath, url, 1000, 'opus', tags));
    await waitFor('live from ffmpeg in Ogg Opus', isLive, 20_000);
    await waitFor(
      'the Ogg title in now-playing',
      () => station.context.broadcast.nowPlaying().current?.title.endsWith(' — Grupo del Barrio - Canción en Ogg'),
      10_000,
    );
    await waitFor('the ICY title', () => station.context.broadcast.streamTitle?.()?.includes('Canción en Ogg'), 5_000);
    expect(await heard(`${station.url}/stream`, 1000)).toBe(true);
  }, 60_000);
});
