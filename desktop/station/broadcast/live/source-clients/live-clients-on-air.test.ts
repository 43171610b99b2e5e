import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AirLane, clientOnAir, startAirLane } from '../../../../../testing/station/air-lane';
import { darkiceSource } from '../../../../../testing/station/darkice-source';
import { ffmpegSource, ices2Source, liquidsoapOutputs } from '../../../../../testing/station/source-clients';
import { resolveFfmpegPath } from '../../../ffmpeg/path';

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const SECONDS = 20;
/** Heard for the whole 20 s, with no quarter of a second below −50 dBFS. */
const clean = { heard: true, quiet: [], checkedS: SECONDS };

/**
 * The encoders presenters use, each on air for 20 s: no quarter-second below −50 dBFS (nor without its tone) on
 * /stream and on the air output after its first second. Three stations (one per lane, each its own process) take
 * two clients each at once; liquidsoap starts with the file, since its start alone takes ten seconds and more.
 */
describe('every encoder in the presenter guide stays on air without a dropout', () => {
  const lanes: AirLane[] = [];
  let liquidsoap: ReturnType<typeof liquidsoapOutputs> | null = null;
  const runs = new Map<string, Promise<Awaited<ReturnType<typeof clientOnAir>>>>();

  beforeAll(async () => {
    lanes.push(...(await Promise.all([startAirLane(), startAirLane(), startAirLane()])));
    const [first, second, third] = lanes as [AirLane, AirLane, AirLane];
    const icecast = (lane: AirLane) =>
      `icecast://${lane.login.user}:${lane.login.password}@127.0.0.1:${lane.cli.sourcePort}/live`;
    const soap = liquidsoapOutputs({ port: third.cli.sourcePort, ...third.login, frequency: 700 });
    liquidsoap = soap;
    // One lane's second client starts once its first is off air, whatever became of it (its test says).
    const after = (name: string, next: () => ReturnType<typeof clientOnAir>) => {
      const run = runs.get(name)!.then(next, next);
      run.catch(() => {});
      return run;
    };
    const first1 = { port: first.cli.sourcePort, ...first.login, frequency: 900 };
    runs.set(
      'ices2',
      clientOnAir(first, 900, () => ices2Source(ffmpegPath, first1)),
    );
    runs.set(
      'vorbis',
      after('ices2', () => clientOnAir(first, 1000, () => [ffmpegSource(ffmpegPath, icecast(first), 1000, 'vorbis')])),
    );
    runs.set(
      'opus',
      clientOnAir(second, 1200, () => [ffmpegSource(ffmpegPath, icecast(second), 1200, 'opus')]),
    );
    // darkice always sends the user name `source`: the account goes in the password, `user:password`.
    const darkice = {
      port: second.cli.sourcePort,
      user: 'source',
      password: `${second.login.user}:${second.login.password}`,
      frequency: 1100,
    };
    runs.set(
      'darkice',
      after('opus', () => clientOnAir(second, 1100, () => darkiceSource(ffmpegPath, darkice))),
    );
    const liquidsoapRun = (format: 'mp3' | 'ogg') => () =>
      clientOnAir(third, format === 'mp3' ? 700 : 750, () => {
        soap.use(format);
        return { stop: () => soap.use('none') };
      });
    runs.set('liquidsoap mp3', liquidsoapRun('mp3')());
    runs.set('liquidsoap ogg', after('liquidsoap mp3', liquidsoapRun('ogg')));
    for (const run of runs.values()) run.catch(() => {});
  }, 60_000);

  afterAll(async () => {
    liquidsoap?.child.kill('SIGKILL');
    await Promise.all(lanes.map((lane) => lane.close()));
  });

  it("ices2's first tries (OPTIONS *, then SOURCE without credentials) are not logged as refusals", async () => {
    await runs.get('ices2')!.catch(() => {});
    expect(lanes[0]!.cli.output()).not.toContain('icecast source refused');
  }, 180_000);

  it.each(['ices2', 'vorbis', 'opus', 'darkice', 'liquidsoap mp3', 'liquidsoap ogg'])(
    '%s',
    async (name) => {
      const run = await runs.get(name)!;
      for (const [where, report] of [
        ['/stream', run.stream],
        ['the air output', run.air],
      ] as const) {
        expect(report, `${name} on ${where}`).toMatchObject(clean);
        // On air the whole time: its tone dominates every quarter second but, on a loaded machine, a lone one.
        expect(report.withoutTone.length, `${name} on ${where}: ${report.withoutTone}`).toBeLessThanOrEqual(1);
      }
    },
    180_000,
  );
});
