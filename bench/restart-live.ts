/**
 * After `kill -9` of the station core during a live show, how long the restarted core takes to be on air (first
 * audio byte on /stream), and what the as-run says of the show the crash cut. The core runs from source (tsx),
 * supervised by the CLI as `npm start` runs it; the supervisor's own backoff (1 s after a first crash) is measured
 * apart from the core's start.
 *
 *   npm run bench:restart -- [rounds] [--built]   (--built: out/main/cli.js after npm run build)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { corePid, spawnSourceCli } from '../testing/station/cli-process';
import { ffmpegSource } from '../testing/station/source-clients';
import { decodeMp3, makeToneFile, waitFor } from '../testing/station/test-audio';
import { firstToneAt } from '../testing/station/test-listener';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { freePorts } from '../desktop/station/config/ports';
import { builtCli } from './built-cli';

/** Resolves with the instant the first body byte of /stream arrives (retrying while nothing answers). */
async function firstAudioAt(url: string, deadline: number, keep?: Buffer[]): Promise<number> {
  for (;;) {
    const at = await new Promise<number | null>((resolve) => {
      const req = http.get(url, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(null);
        }
        res.once('data', () => resolve(performance.now()));
        if (!keep) res.once('data', () => req.destroy());
        else {
          const until = performance.now() + 15_000;
          res.on('data', (d: Buffer) => {
            keep.push(d);
            if (performance.now() > until) req.destroy();
          });
        }
      });
      req.on('error', () => resolve(null));
      req.setTimeout(3_000, () => req.destroy());
    });
    if (at !== null) return at;
    if (performance.now() > deadline) throw new Error('never on air');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The built CLI (npm run build), as `npm start` runs it, in the shape of spawnSourceCli's answer. */
async function spawnBuilt() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-restart-'));
  const [port, rtmp, flv, source] = (await freePorts(4)) as [number, number, number, number];
  const flags = ['--port', port, '--rtmp-port', rtmp, '--flv-port', flv, '--source-port', source].map(String);
  const child = spawn(process.execPath, [builtCli, '--host', '127.0.0.1', ...flags, '--data', dataDir, '--no-demo'], {
    env: {
      ...process.env,
      EMISORA_LOG_LEVEL: 'info',
      EMISORA_ADMIN_PASSWORD: 'cli-test-password',
      EMISORA_SUPERVISE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
let stopRetry = () => {};
const rounds = Number(process.argv[2] ?? 3);
const cli = process.argv.includes('--built') ? await spawnBuilt() : await spawnSourceCli({ EMISORA_LOG_LEVEL: 'info' });
try {
  await firstAudioAt(`${cli.url}/stream`, performance.now() + 60_000);
  // A library of one song, a 440 Hz tone: the first song after the restart is told by its tone.
  const login = await fetch(`${cli.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'cli-test-password' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const song = path.join(cli.dataDir, 'tone.mp3');
  await makeToneFile(ffmpegPath, song, { frequency: 440, toneSeconds: 60, silence: 0 });
  const form = new FormData();
  form.append('title', 'Tono');
  form.append('audioFile', new Blob([fs.readFileSync(song)], { type: 'audio/mpeg' }), 'tono.mp3');
  const added = await fetch(`${cli.url}/api/tracks`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  if (added.status !== 201) throw new Error(`upload: ${added.status}`);
  const db = new Database(path.join(cli.dataDir, 'emisora.db'), { readonly: true });
  // A presenter whose live show is on now (three hours from the last full hour), as the station's grid has it.
  const json = (pathname: string, body: unknown, as = cookie) =>
    fetch(`${cli.url}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: as },
      body: JSON.stringify(body),
    });
  const user = await json('/api/auth/users', { username: 'laia', password: 'laia-password-123', role: 'presenter' });
  const { id: laiaId } = (await user.json()) as { id: number };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(
    new Date(),
  );
  const start = `${String((Number(hour) + 23) % 24).padStart(2, '0')}:00`;
  const show = await json('/api/shows', {
    name: 'Directo de Laia',
    kind: 'live',
    presenterIds: [laiaId],
    rules: [{ days: [1, 2, 3, 4, 5, 6, 7], start, durationMin: 180 }],
  });
  if (show.status !== 201) throw new Error(`show: ${show.status} ${await show.text()}`);
  const laiaLogin = await json('/api/auth/login', { username: 'laia', password: 'laia-password-123' });
  const laiaCookie = laiaLogin.headers.get('set-cookie')!.split(';')[0]!;
  const live = (await (await fetch(`${cli.url}/api/me/live`, { headers: { Cookie: laiaCookie } })).json()) as {
    sourceUser: string;
    sourcePassword: string;
  };
  for (let round = 1; round <= rounds; round++) {
    const source = ffmpegSource(
      ffmpegPath,
      `icecast://${live.sourceUser}:${live.sourcePassword}@127.0.0.1:${new URL(cli.url).port}/live`,
      880,
    );
    await waitFor(
      'live on air',
      async () => ((await (await fetch(`${cli.url}/api/health`)).json()) as { live: boolean }).live,
      30_000,
      100,
    );
    const core = corePid(cli.child.pid!)!;
    const cut = db.prepare("SELECT id FROM as_run WHERE kind = 'live' ORDER BY id DESC LIMIT 1").get() as {
      id: number;
    };
    process.kill(core, 'SIGKILL');
    source.kill('SIGKILL');
    // The presenter's encoder tries again at once, as BUTT and OBS do when the server goes away.
    const sourceUrl = `icecast://${live.sourceUser}:${live.sourcePassword}@127.0.0.1:${new URL(cli.url).port}/live`;
    let again = ffmpegSource(ffmpegPath, sourceUrl, 880);
    const retry = setInterval(() => {
      if (again.exitCode !== null) again = ffmpegSource(ffmpegPath, sourceUrl, 880);
    }, 200);
    stopRetry = () => {
      clearInterval(retry);
      again.kill('SIGKILL');
    };
    const killedAt = performance.now();
    await waitFor(
      'a new core',
      () => {
        const next = corePid(cli.child.pid!);
        return next !== null && next !== core;
      },
      60_000,
      5,
    );
    const restartedAt = performance.now();
    const restartedWall = Date.now();
    const mp3: Buffer[] = [];
    const audioAt = await firstAudioAt(`${cli.url}/stream`, restartedAt + 60_000, mp3);
    await new Promise((r) => setTimeout(r, 15_500));
    const pcm = await decodeMp3(ffmpegPath, Buffer.concat(mp3));
    // The first 100 ms window louder than -40 dBFS: when listeners hear something.
    let soundMs = -1;
    for (let at = 0; at + 17_640 <= pcm.length; at += 17_640) {
      let peak = 0;
      for (let i = at; i < at + 17_640; i += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(i)));
      if (peak > 328) {
        soundMs = (at / 176_400) * 1000;
        break;
      }
    }
    stopRetry();
    const song440 = firstToneAt(pcm, 440);
    const live880 = firstToneAt(pcm, 880);
    console.log(`  the live source from ${live880 === null ? 'never' : Math.round((live880 / 176_400) * 1000)} ms`);
    console.log(
      `  sound from ${soundMs} ms, the song from ${song440 === null ? 'never' : Math.round((song440 / 176_400) * 1000)} ms into the stream (${(pcm.length / 176_400).toFixed(1)} s decoded)`,
    );
    const open = db.prepare('SELECT kind, started_at, ended_at, seconds FROM as_run WHERE id = ?').get(cut.id) as {
      started_at: string;
      ended_at: string | null;
      seconds: number | null;
    };
    // The core's own log: when it began ("starting") and when the engine was on air, after the process began.
    const stamps = (word: string) =>
      [...cli.output().matchAll(new RegExp(`^(\\S+) INFO  \\[station(?::broadcast)?\\] ${word}`, 'gm'))].map((m) =>
        Date.parse(m[1]!),
      );
    const starting = stamps('starting').at(-1)! - restartedWall;
    const onAir = stamps('on air').at(-1)! - restartedWall;
    console.log(
      `  process to "starting" ${(starting / 1000).toFixed(2)} s, to "on air" ${(onAir / 1000).toFixed(2)} s`,
    );
    console.log(
      `round ${round}: supervisor backoff ${((restartedAt - killedAt) / 1000).toFixed(2)} s, core start to first audio ${((audioAt - restartedAt) / 1000).toFixed(2)} s; the cut live row ${open.started_at} – ${open.ended_at ?? 'still open'} (${open.seconds ?? '?'} s)`,
    );
    await new Promise((r) => setTimeout(r, 1_500));
  }
  db.close();
} finally {
  if (process.env.SHOW_LOG) console.log(cli.output());
  await cli.close();
}
