import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../ffmpeg/run';
import { freeSourcePort } from '../../../../../testing/station/source-port';
import { waitFor } from '../../../../../testing/station/test-audio';
import type { TestStation } from '../../../../../testing/station/test-station';
import { startToneStation } from '../../../../../testing/station/tone-station';

/**
 * The titles real encoders send, each in its own way: liquidsoap's MP3 output sends the admin title update with
 * one `song=`, its Ogg Vorbis output sends Vorbis comments (ARTIST, TITLE) in the stream itself.
 */
describe('titles from real source clients', () => {
  let station: TestStation;
  let sourcePort: number;
  let dir: string;
  const clients: ChildProcess[] = [];
  const key = () => station.context.repos.settings.streaming().streamKey;
  const nowPlaying = () => station.context.broadcast.nowPlaying().current?.title ?? '';

  /** A short tagged MP3 liquidsoap plays in a loop: each loop is a new track, whose tags it sends. */
  async function tagged(name: string, artist: string, title: string) {
    const file = path.join(dir, `${name}.mp3`);
    await runFfmpeg(station.context.ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=600:duration=4'],
      ...['-ac', '2', '-c:a', 'libmp3lame', '-metadata', `artist=${artist}`, '-metadata', `title=${title}`, file],
    ]);
    return file;
  }

  function liquidsoap(format: string, file: string) {
    const script = [
      'settings.init.allow_root.set(true)',
      `output.icecast(${format}, host="127.0.0.1", port=${sourcePort}, user="source",`,
      `  password="${key()}", mount="/live", mksafe(single("${file}")))`,
    ].join('\n');
    const scriptFile = path.join(dir, `${path.basename(file)}.liq`);
    fs.writeFileSync(scriptFile, script);
    const child = spawn('liquidsoap', [scriptFile], { stdio: 'ignore' });
    clients.push(child);
    return child;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-titles-'));
    sourcePort = await freeSourcePort();
    station = await startToneStation([300, 500], 20, { sourcePort });
  }, 60_000);
  afterEach(async () => {
    for (const child of clients.splice(0)) child.kill('SIGKILL');
    await waitFor('the live show ended', () => !station.context.broadcast.nowPlaying().isLive, 20_000);
  });
  afterAll(async () => {
    await station?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("liquidsoap's MP3 output: its song= title update titles the live show", async () => {
    liquidsoap('%mp3(bitrate=128)', await tagged('mp3', 'Ana Pérez', 'Canción del puerto'));
    await waitFor(
      '«Ana Pérez - Canción del puerto» on air',
      () => nowPlaying().endsWith(' — Ana Pérez - Canción del puerto'),
      45_000,
    );
  }, 60_000);

  it("liquidsoap's Ogg Vorbis output: the ARTIST and TITLE comments in the stream title the live show", async () => {
    liquidsoap('%vorbis', await tagged('ogg', 'Grup de Portbou', 'Tramuntana'));
    await waitFor(
      '«Grup de Portbou - Tramuntana» on air',
      () => nowPlaying().endsWith(' — Grup de Portbou - Tramuntana'),
      45_000,
    );
    expect(station.context.broadcast.nowPlaying().isLive).toBe(true);
  }, 60_000);
});
