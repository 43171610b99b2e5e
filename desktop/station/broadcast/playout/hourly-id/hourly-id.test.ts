import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/log';
import type { PlannedItem } from '../../../programming/planner/programming';
import type { Layer } from '../../bus/mixer';
import type { OnAirItem } from '../../on-air/on-air-item';
import { createHourlyId, hourStartOf } from './hourly-id';

const TZ = 'Europe/Madrid';
// 2026-11-26 10:00:00 in Madrid (UTC+1).
const TEN = Date.parse('2026-11-26T09:00:00Z');

/** The hourly ID over stand-ins for the playout: an injected clock, what is on the bus, a live show on or off. */
function rig(options: { enabled?: boolean; live?: boolean; onBus?: OnAirItem['kind']; lastIdAt?: number } = {}) {
  const settings = new Map([
    ['station_id_hourly', JSON.stringify({ enabled: options.enabled ?? true, trackId: null })],
  ]);
  const clock = { at: TEN - 5_000, now: () => clock.at, monotonic: () => 0 };
  const taken: string[] = [];
  const queued: PlannedItem[] = [];
  const state = { live: options.live ?? false, idComing: false };
  const layer = (kind: OnAirItem['kind']) => ({ meta: { kind } }) as Layer<OnAirItem>;
  const hourly = createHourlyId({
    ctx: {
      repos: {
        settings: { read: (key: string) => settings.get(key) },
        tracks: { get: () => undefined },
        // What the as-run log says of the last ID, as a restarted station reads it.
        asRun: {
          latestStart: () => (options.lastIdAt === undefined ? null : new Date(options.lastIdAt).toISOString()),
        },
      },
    } as never,
    log: silentLogger,
    clock,
    timeZone: TZ,
    stationIdFile: '/bundled/station-id.mp3',
    tryLayer: (planned) => ({ ...layer(planned.source), source: planned }) as never,
    onBus: () => [layer(options.onBus ?? 'rotation'), null],
    idComing: () => state.idComing,
    liveHolds: () => state.live,
    take: (l) => taken.push(`${l.meta.kind} at ${new Date(clock.at).toISOString()}`),
    beforeNext: (planned) => queued.push(planned),
  });
  /** Runs the checks (twice a second, as the bus's 25-frame cadence) up to `until`. */
  const runTo = (until: number) => {
    while (clock.at < until) {
      clock.at += 20;
      hourly.check();
    }
  };
  return { hourly, clock, taken, queued, state, settings, runTo };
}

describe('the hourly station ID', () => {
  it('finds the top of the station-time hour, half-hour zones included', () => {
    expect(hourStartOf(TEN + 59 * 60_000, TZ)).toBe(TEN);
    // Kolkata is UTC+5:30: its hours start at :30 UTC.
    expect(new Date(hourStartOf(Date.parse('2026-11-26T09:10:00Z'), 'Asia/Kolkata')).toISOString()).toBe(
      '2026-11-26T08:30:00.000Z',
    );
  });

  it('takes the air once at the top of every hour, hard-timed, with the bundled ID by default', () => {
    const { taken, runTo } = rig();
    runTo(TEN + 30 * 60_000);
    expect(taken).toHaveLength(1);
    expect(Date.parse(taken[0]!.slice(14)) - TEN).toBeGreaterThanOrEqual(1_000);
    expect(Date.parse(taken[0]!.slice(14)) - TEN).toBeLessThan(1_600);
    expect(taken[0]).toMatch(/^station-id at/);
    runTo(TEN + 61 * 60_000);
    expect(taken).toHaveLength(2);
  });

  it('during a live show becomes a due item instead, taken by the break the host launches', () => {
    const { hourly, taken, runTo } = rig({ live: true });
    runTo(TEN + 10_000);
    expect(taken).toEqual([]);
    expect(hourly.due()).toEqual({ dueAt: new Date(TEN).toISOString(), title: 'Identificativo de la emisora' });
    const [planned] = hourly.takeDue();
    expect(planned).toMatchObject({ source: 'station-id', file: '/bundled/station-id.mp3' });
    expect(hourly.due()).toBeNull();
  });

  it('plays a due ID before the next track once the live show has ended', () => {
    const { hourly, queued, state, runTo } = rig({ live: true });
    runTo(TEN + 10_000);
    state.live = false;
    runTo(TEN + 11_000);
    expect(queued.map((p) => p.source)).toEqual(['station-id']);
    expect(hourly.due()).toBeNull();
  });

  it('does nothing while the setting is off, and never cuts a show that started at the hour', () => {
    const off = rig({ enabled: false });
    off.runTo(TEN + 70_000);
    expect(off.taken).toEqual([]);
    const show = rig({ onBus: 'show' });
    show.runTo(TEN + 70_000);
    expect(show.taken).toEqual([]);
  });

  it("counts an ID the as-run log has in this hour (a restarted station): the next one is the next hour's", () => {
    const { taken, runTo } = rig({ lastIdAt: TEN + 1_200 });
    runTo(TEN + 30 * 60_000);
    expect(taken).toEqual([]);
    runTo(TEN + 61 * 60_000);
    expect(taken).toHaveLength(1);
  });

  it('covers an empty library with the ID once an hour, and counts any ID that aired for its hour', () => {
    const { hourly, clock } = rig({ enabled: false });
    clock.at = TEN + 10 * 60_000;
    expect(hourly.forEmptyLibrary((p) => p)).toMatchObject({ source: 'station-id', file: '/bundled/station-id.mp3' });
    hourly.aired(clock.at);
    expect(hourly.forEmptyLibrary((p) => p)).toBeNull();
    clock.at = TEN + 59 * 60_000;
    expect(hourly.forEmptyLibrary((p) => p)).toBeNull();
    clock.at = TEN + 60 * 60_000;
    expect(hourly.forEmptyLibrary((p) => p)).not.toBeNull();
  });

  it('leaves the hour to an ID that is decided and still starting to decode when the hour is checked', () => {
    const { state, taken, runTo } = rig();
    // The empty library's ID, decided just after the top of the hour: its decoder starts after the check's second.
    state.idComing = true;
    runTo(TEN + 30 * 60_000);
    expect(taken).toEqual([]);
    state.idComing = false;
    runTo(TEN + 61 * 60_000);
    expect(taken).toHaveLength(1);
  });

  it('covers no empty library with a second ID while the hourly one it took is still starting', () => {
    const { hourly, taken, runTo } = rig();
    runTo(TEN + 2_000);
    expect(taken).toHaveLength(1);
    // Not heard yet (aired() not called): its decoder is starting; the bus asks what covers the empty library.
    expect(hourly.forEmptyLibrary((p) => p)).toBeNull();
  });

  it('does not air the hourly ID in an hour whose ID already aired over an empty library', () => {
    const { hourly, taken, runTo } = rig();
    hourly.aired(TEN - 500);
    runTo(TEN + 30 * 60_000);
    expect(taken).toHaveLength(1);
    hourly.aired(TEN + 60 * 60_000 + 200);
    runTo(TEN + 61 * 60_000);
    expect(taken).toHaveLength(1);
  });
});
