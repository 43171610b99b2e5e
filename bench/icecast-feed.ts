import { type ChildProcess, spawn } from 'node:child_process';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { startIcecast, type TestIcecast } from '../testing/station/icecast';

/**
 * Debian's icecast2 fed by the bundled ffmpeg at the station's bitrate (a tone, MP3 128 kbps, real time)
 * on /bench.mp3: the reference the station's own mount is compared with.
 */
export async function startFedIcecast(
  clients: number,
): Promise<{ icecast: TestIcecast; url: string; stop(): Promise<void> }> {
  const icecast = await startIcecast({ clients });
  const feed: ChildProcess = spawn(
    resolveFfmpegPath(process.env.FFMPEG_PATH),
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-ac',
      '2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      '-content_type',
      'audio/mpeg',
      '-f',
      'mp3',
      `icecast://source:${icecast.sourcePassword}@127.0.0.1:${icecast.port}/bench.mp3`,
    ],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 15_000;
  while (!(await icecast.sources()).some((s) => String(s.listenurl).endsWith('/bench.mp3'))) {
    if (Date.now() > until) throw new Error('icecast2 never listed /bench.mp3');
    await new Promise((r) => setTimeout(r, 200));
  }
  // Let Icecast fill its burst before the first listener arrives, as the station's mount has.
  await new Promise((r) => setTimeout(r, 5_000));
  return {
    icecast,
    url: `${icecast.url}/bench.mp3`,
    async stop() {
      feed.kill('SIGTERM');
      await icecast.stop();
    },
  };
}
