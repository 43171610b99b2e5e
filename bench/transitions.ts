/**
 * Transitions on the air, heard by a real /stream listener: natural track ends, skips and live
 * takeovers over RTMP. Reports the longest silence anywhere after the connect burst and the live
 * switch times. Usage: npm run bench:transitions -- [--natural 6] [--skips 6] [--live 4]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { decodeMp3, publisherArgs, sleep, waitFor } from '../testing/station/test-audio';
import {
  firstToneAt,
  listen,
  longestSilenceMs,
  silences,
  mp3OffsetOfPcm,
  toneStrength,
} from '../testing/station/test-listener';
import { resolveFfmpegPath } from '../desktop/station/ffmpeg/path';
import { BENCH_ADMIN_PASSWORD } from './bench-constants';
import { machine, startBenchStation } from './station-process';

const { values } = parseArgs({
  options: {
    natural: { type: 'string', default: '6' },
    skips: { type: 'string', default: '6' },
    live: { type: 'string', default: '4' },
  },
});
const LIVE_TONE = 1000;
const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);

const station = await startBenchStation({ BENCH_TONE_SECONDS: '4', BENCH_CROSSFADE: '2' });
const login = await fetch(`${station.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
const rx = await listen(`${station.url}/stream`, { icy: true });
await sleep(5_000); // past the burst
const burstEnd = rx.audio().length;
const events: Array<{ at: number; what: string }> = [];
const mark = (what: string) => events.push({ at: Date.now(), what });

const titlesBefore = rx.titles.length;
await waitFor('natural track ends', () => rx.titles.length - titlesBefore >= Number(values.natural), 120_000, 100);
for (let i = 0; i < Number(values.skips); i++) {
  mark('skip');
  await fetch(`${station.url}/api/streaming/skip`, { method: 'POST', headers: { Cookie: cookie } });
  await sleep(2_500);
}
const cycles: Array<{ publishedAt: number; stoppedAt: number }> = [];
for (let i = 0; i < Number(values.live); i++) {
  const publishedAt = Date.now();
  mark('publish');
  const publisher: ChildProcess = spawn(
    ffmpeg,
    publisherArgs(`rtmp://127.0.0.1:${station.rtmpPort}/live/${station.streamKey}`, LIVE_TONE),
    { stdio: 'ignore' },
  );
  await sleep(4_000);
  const stoppedAt = Date.now();
  mark('unpublish');
  publisher.kill('SIGKILL');
  cycles.push({ publishedAt, stoppedAt });
  await sleep(4_000);
}
rx.stop();
await station.stop();

const audio = rx.audio();
const pcm = await decodeMp3(ffmpeg, audio.subarray(burstEnd));
const pcmOffsetBase = burstEnd;
const arrival = (pcmByte: number) => rx.arrivalOf(pcmOffsetBase + mp3OffsetOfPcm(pcmByte)) ?? Number.NaN;
const pcmAt = (time: number) => {
  const chunk = rx.chunks.find((c) => c.at >= time && c.offset >= pcmOffsetBase);
  return chunk ? Math.max(0, Math.round(((chunk.offset - pcmOffsetBase) / 16_000) * 44_100) * 4) : pcm.length;
};
const switches = cycles.map(({ publishedAt, stoppedAt }) => {
  const liveAt = firstToneAt(pcm, LIVE_TONE, pcmAt(publishedAt - 3_000));
  let backAt: number | null = null;
  for (let at = pcmAt(stoppedAt - 3_000); liveAt !== null && at + 8_820 <= pcm.length; at += 8_820) {
    if (
      at > liveAt &&
      toneStrength(pcm, at, LIVE_TONE) < 0.2 &&
      station.frequencies.some((f) => toneStrength(pcm, at, f) > 0.6)
    ) {
      backAt = at;
      break;
    }
  }
  const accepted = station.publishAccepted.find((t) => t >= publishedAt) ?? Number.NaN;
  return {
    toLive: liveAt === null ? Number.NaN : arrival(liveAt) - publishedAt,
    fromAccepted: liveAt === null ? Number.NaN : arrival(liveAt) - accepted,
    toRotation: backAt === null ? Number.NaN : arrival(backAt) - stoppedAt,
  };
});
const silence = longestSilenceMs(pcm);
const transitions = rx.titles.length - 1;
const fmt = (xs: number[]) => `min ${Math.min(...xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(`machine: ${machine()}`);
console.log(
  `transitions heard (ICY title changes): ${transitions} (natural ${values.natural}, skips ${values.skips}, live on+off ${cycles.length * 2})`,
);
console.log(
  `longest silence after the burst (peak < -45 dBFS, 5 ms windows): ${silence.ms} ms at ${(silence.atMs / 1000).toFixed(1)} s of ${(pcm.length / 176_400).toFixed(0)} s`,
);
console.log(
  `live switch (station accepts the publish -> live audio reaches the listener): ${fmt(switches.map((s) => s.fromAccepted))}`,
);
console.log(
  `live switch including the publisher's own start-up (ffmpeg spawn, RTMP handshake): ${fmt(switches.map((s) => s.toLive))}`,
);
console.log(
  `back to rotation (publisher gone -> rotation audio reaches the listener): ${fmt(switches.map((s) => s.toRotation))}`,
);
// Where the silences were, against what the bench did (times in the listener's audio, approximate).
const audioTimeOf = (wall: number) =>
  ((rx.chunks.find((c) => c.at >= wall)?.offset ?? audio.length) - burstEnd) / 16_000;
for (const s of silences(pcm, { minMs: 40 })) console.log(`  silence ${s.ms} ms at ${(s.atMs / 1000).toFixed(2)} s`);
for (const e of events) console.log(`  ${e.what} sent when the listener was at ${audioTimeOf(e.at).toFixed(2)} s`);
for (const t of rx.titles) console.log(`  title '${t.title}' at ${audioTimeOf(t.at).toFixed(2)} s`);
process.exit(0);
