import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/log';
import { apiClient, apiUrl } from '../../../../testing/station/api-client';
import type { TestStation } from '../../../../testing/station/test-station';
import { startToneStation } from '../../../../testing/station/tone-station';
import { decodeMp3, publisherArgs, waitFor } from '../../../../testing/station/test-audio';
import { firstToneAt, listen } from '../../../../testing/station/test-listener';
import { hashPassword } from '../../auth/passwords';
import { createEngine } from './engine';
import type { LockOccurrence } from '../live/admission/live-lock';

// Presenters' own RTMP keys, named here instead of derived from each account's live credentials.
const ANA_KEY = 'ClaveDeAna000000';
const CARLOS_KEY = 'ClaveDeCarlos000';
const LOLA_KEY = 'ClaveDeLola00000';

describe('a presenter over real RTMP, locked to their slot', () => {
  let station: TestStation;
  const lines: string[] = [];
  const publishers: ChildProcess[] = [];
  const occurrences: LockOccurrence[] = [];
  const keys = new Map<string, number>();

  const publish = (name: string) => {
    const url = `rtmp://127.0.0.1:${station.context.config.rtmpPort}/live/${name}`;
    const child = spawn(station.context.ffmpegPath, publisherArgs(url, 1000), { stdio: 'ignore' });
    publishers.push(child);
    return child;
  };
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
    );
  const isLive = async () => (await apiClient(station).call('streaming.status')).isLive;
  const actions = () =>
    station.context.repos.audit
      .recent(50)
      .map((e) => e.action)
      .reverse();

  beforeAll(async () => {
    station = await startToneStation(
      [300, 500],
      20,
      { logLevel: 'debug' },
      {
        log: createLogger('debug', 'station', (line) => lines.push(line)),
        occurrencesBetween: (from, to) => occurrences.filter((o) => o.endAt > from && o.startAt < to),
        createBroadcast: (ctx) => createEngine(ctx, { presenterKeyOwner: (name) => keys.get(name) }),
      },
    );
    const { users, settings } = station.context.repos;
    keys.set(ANA_KEY, users.create('ana', 'x', 'presenter').id);
    keys.set(CARLOS_KEY, users.create('carlos', 'x', 'presenter').id);
    // A 3 s overrun grace, so the whole slot fits in a test.
    settings.write('live_grace_overrun_min', 0.05);
  }, 60_000);
  afterEach(() => {
    for (const child of publishers.splice(0)) child.kill('SIGKILL');
  });
  afterAll(() => station?.close());

  it('accepted in the grace → standby, on air at the start, faded out and disconnected after end + overrun', async () => {
    const startAt = Date.now() + 5_000;
    occurrences.push({
      showId: 7,
      showName: 'Memoria de Portbou',
      startAt,
      endAt: startAt + 3_000,
      presenterIds: [keys.get(ANA_KEY)!],
    });
    const ana = publish(ANA_KEY);
    await waitFor('ana in standby', () => station.context.live.connections().some((c) => c.who === 'ana'), 8_000, 50);
    expect(station.context.live.connections()).toMatchObject([
      { who: 'ana', mode: 'standby', via: 'rtmp', showName: 'Memoria de Portbou' },
    ]);
    expect(await isLive()).toBe(false);
    await waitFor('ana on air', isLive, 10_000, 50);
    expect(Date.now()).toBeGreaterThanOrEqual(startAt);
    await exited(ana);
    // Kicked at end + overrun (3 s), by the arbiter's one-second tick.
    expect(Date.now()).toBeGreaterThanOrEqual(startAt + 6_000);
    await waitFor('rotation again', async () => !(await isLive()), 8_000, 50);
    expect(actions()).toEqual(expect.arrayContaining(['live.connect', 'live.air', 'live.kick']));
    expect(station.context.repos.audit.recent(50).find((e) => e.action === 'live.kick')?.detail).toContain(
      'Fin de tu espacio',
    );

    // Her encoder reconnects by itself: refused for the rest of that slot, and said why.
    const again = publish(ANA_KEY);
    await exited(again);
    expect(lines.some((l) => l.includes('live publish refused by the schedule'))).toBe(true);
  }, 40_000);

  it('refuses a presenter at another hour, with the reason in the audit log', async () => {
    const carlos = publish(CARLOS_KEY);
    await exited(carlos);
    const refusal = station.context.repos.audit
      .recent(10)
      .find((e) => e.action === 'live.refuse' && e.username === 'carlos');
    expect(refusal?.detail).toContain('Fuera de tu horario');
    expect(await isLive()).toBe(false);
  }, 20_000);

  it('a presenter waiting in standby hears their own publisher on their monitor; nobody else does', async () => {
    const lola = station.context.repos.users.create('lola', await hashPassword('lola-password-123'), 'presenter');
    keys.set(LOLA_KEY, lola.id);
    const startAt = Date.now() + 120_000;
    occurrences.push({
      showId: 9,
      showName: 'Tarde de Lola',
      startAt,
      endAt: startAt + 60_000,
      presenterIds: [lola.id],
    });
    publish(LOLA_KEY);
    const waiting = () => station.context.live.connections().some((c) => c.who === 'lola' && c.mode === 'standby');
    await waitFor('lola in standby', waiting, 10_000, 50);
    const cookie = await station.login('lola', 'lola-password-123');
    const rx = await listen(`${station.url}${apiUrl('estudio.liveMonitor')}`, { headers: { Cookie: cookie } });
    await waitFor('a few seconds of her monitor', () => rx.audio().length > 64_000, 20_000);
    rx.stop();
    expect(firstToneAt(await decodeMp3(station.context.ffmpegPath, rx.audio()), 1000)).not.toBeNull();
    const other = await apiClient(station, await station.login()).send('estudio.liveMonitor');
    expect(other.status).toBe(403);
    expect(await isLive()).toBe(false);
  }, 40_000);
});
