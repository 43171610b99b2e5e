/**
 * Presenters' encoders on air: for each real client (ices2, ffmpeg Vorbis and Opus, darkice, liquidsoap MP3 and Ogg),
 * the time from its start to the station saying it is live, and the quarter-second windows of /stream and of the
 * air output that fell below −50 dBFS or lost its tone, over `--seconds` after its first second. Each client runs
 * on a station of its own (the headless CLI), one after the other.
 * Usage: npm run bench:live-sources -- [--seconds 20]
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { type AirLane, clientOnAir, startAirLane } from '../testing/station/air-lane';
import { darkiceSource } from '../testing/station/darkice-source';
import { ffmpegSource, ices2Source, liquidsoapOutputs } from '../testing/station/source-clients';
import { machine } from './station-process';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const url = (lane: AirLane) =>
  `icecast://${lane.login.user}:${lane.login.password}@127.0.0.1:${lane.cli.sourcePort}/live`;

const clients: Array<[string, number, (lane: AirLane) => ChildProcess[]]> = [
  ['ices2 (Vorbis)', 900, (lane) => ices2Source(ffmpeg, { port: lane.cli.sourcePort, ...lane.login, frequency: 900 })],
  ['ffmpeg Vorbis', 1000, (lane) => [ffmpegSource(ffmpeg, url(lane), 1000, 'vorbis')]],
  ['ffmpeg Opus', 1200, (lane) => [ffmpegSource(ffmpeg, url(lane), 1200, 'opus')]],
  ['ffmpeg MP3', 1300, (lane) => [ffmpegSource(ffmpeg, url(lane), 1300, 'mp3')]],
  [
    'darkice (MP3)',
    1100,
    (lane) =>
      darkiceSource(ffmpeg, {
        port: lane.cli.sourcePort,
        user: 'source',
        password: `${lane.login.user}:${lane.login.password}`,
        frequency: 1100,
      }),
  ],
];

console.log(machine());
for (const [name, frequency, start] of clients) {
  const lane = await startAirLane();
  try {
    const run = await clientOnAir(lane, frequency, () => start(lane), seconds);
    const windows = (r: typeof run.stream) => `${r.quiet.length} silent, ${r.withoutTone.length} without its tone`;
    console.log(
      `${name}: on air ${(run.toAirMs / 1000).toFixed(1)} s after its start; /stream ${windows(run.stream)};`,
      `air output ${windows(run.air)} (of ${seconds * 4} windows)`,
    );
  } finally {
    await lane.close();
  }
}
for (const format of ['mp3', 'ogg'] as const) {
  const lane = await startAirLane();
  const soap = liquidsoapOutputs({ port: lane.cli.sourcePort, ...lane.login, frequency: 700 });
  try {
    const run = await clientOnAir(
      lane,
      format === 'mp3' ? 700 : 750,
      () => {
        soap.use(format);
        return { stop: () => soap.use('none') };
      },
      seconds,
    );
    console.log(
      `liquidsoap ${format}: on air ${(run.toAirMs / 1000).toFixed(1)} s after its start (script already running); /stream ${run.stream.quiet.length} silent; air output ${run.air.quiet.length} silent`,
    );
  } finally {
    soap.child.kill('SIGKILL');
    await lane.close();
  }
}
process.exit(0);
