import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forks, resetStandIn } from '../../testing/main/electron-stand-in';

vi.mock('electron', () => import('../../testing/main/electron-stand-in'));
const { createStationProcess, STABLE_MS, stationBackoffMs, STOP_GRACE_MS } = await import('./station-process');

describe('station utility process', () => {
  beforeEach(() => {
    resetStandIn();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const make = (overrides: Partial<Parameters<typeof createStationProcess>[0]> = {}) => {
    const messages: unknown[] = [];
    const failures: unknown[] = [];
    const crashes: Array<[number, number]> = [];
    let port = 8080;
    const station = createStationProcess({
      entry: '/app/out/main/station.js',
      args: () => ['--port', String(port)],
      env: () => ({ EMISORA_WEB_ROOT: '/app/out/renderer' }),
      onMessage: (m) => messages.push(m),
      onStartFailed: (m) => failures.push(m),
      onCrash: (code, delay) => crashes.push([code, delay]),
      ...overrides,
    });
    return { station, messages, failures, crashes, setPort: (p: number) => (port = p) };
  };

  it('forks the station entry with the flags and environment', () => {
    const { station } = make();
    station.start();
    expect(forks).toHaveLength(1);
    expect(forks[0]!.modulePath).toBe('/app/out/main/station.js');
    expect(forks[0]!.args).toEqual(['--port', '8080']);
    expect(forks[0]!.options.env).toMatchObject({ EMISORA_WEB_ROOT: '/app/out/renderer', MALLOC_ARENA_MAX: '2' });
    expect(forks[0]!.options.execArgv).toEqual(['--max-semi-space-size=1', '--optimize-for-size']);
    station.start();
    expect(forks).toHaveLength(1);
  });

  it('restarts a station that died, with growing delays, reading the flags again', async () => {
    const { station, crashes, setPort } = make();
    station.start();
    forks[0]!.exit(1);
    expect(crashes).toEqual([[1, stationBackoffMs(0)]]);
    expect(forks).toHaveLength(1);
    setPort(9000);
    await vi.advanceTimersByTimeAsync(stationBackoffMs(0));
    expect(forks).toHaveLength(2);
    expect(forks[1]!.args).toEqual(['--port', '9000']);
    forks[1]!.exit(1);
    expect(crashes[1]).toEqual([1, stationBackoffMs(1)]);
    expect(stationBackoffMs(1)).toBeGreaterThan(stationBackoffMs(0));
    await vi.advanceTimersByTimeAsync(stationBackoffMs(1) - 1);
    expect(forks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(forks).toHaveLength(3);
    expect(station.restarts()).toBe(2);
  });

  it('starts the backoff over once a station stayed up', async () => {
    const { station, crashes } = make();
    station.start();
    forks[0]!.exit(1);
    await vi.advanceTimersByTimeAsync(stationBackoffMs(0));
    forks[1]!.say({ type: 'ready', url: 'http://127.0.0.1:8080', port: 8080, dataDir: '/d' });
    await vi.advanceTimersByTimeAsync(STABLE_MS);
    forks[1]!.exit(1);
    expect(crashes.at(-1)).toEqual([1, stationBackoffMs(0)]);
  });

  it('does not restart after a failed start: it reports the problem instead', async () => {
    const { station, failures } = make();
    station.start();
    const failed = { type: 'failed', problem: 'port', setting: '--port', message: '--port: port in use' };
    forks[0]!.say(failed);
    forks[0]!.exit(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failures).toEqual([failed]);
    expect(forks).toHaveLength(1);
    station.restart();
    expect(forks).toHaveLength(2);
  });

  it('stops cleanly: asks the station to stop and waits for it to exit, without restarting it', async () => {
    const { station, crashes } = make();
    station.start();
    let stopped = false;
    const stopping = station.stop().then(() => (stopped = true));
    expect(forks[0]!.sent).toEqual([{ type: 'stop' }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    forks[0]!.exit(0);
    await stopping;
    expect(stopped).toBe(true);
    expect(forks[0]!.killed).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(forks).toHaveLength(1);
    expect(crashes).toEqual([]);
  });

  it('kills a station that does not stop in time', async () => {
    const { station } = make();
    station.start();
    const stopping = station.stop();
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS);
    await stopping;
    expect(forks[0]!.killed).toBe(true);
    expect(station.running()).toBe(false);
  });

  it('a stop during the restart delay cancels the restart', async () => {
    const { station } = make();
    station.start();
    forks[0]!.exit(1);
    await station.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(forks).toHaveLength(1);
  });
});
