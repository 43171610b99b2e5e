import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alsaFilePcms } from './alsa-file-pcm';

/**
 * darkice (its own Icecast client: `SOURCE /mount HTTP/1.0`, MP3 through LAME) capturing a tone from an ALSA
 * device with no sound card: alsa-lib's `file` plug-in reading a FIFO that ffmpeg fills in real time (`-re`), so
 * darkice is paced as by a sound card. A plain file would be read at once, far faster than the air.
 */
export function darkiceSource(
  ffmpegPath: string,
  options: { port: number; user: string; password: string; frequency: number },
): ChildProcess[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-darkice-'));
  const fifo = path.join(dir, 'tone.fifo');
  if (spawnSync('mkfifo', [fifo]).status !== 0) throw new Error(`mkfifo ${fifo} failed`);
  const alsa = alsaFilePcms({ tone: { infile: fifo } });
  const config = path.join(dir, 'darkice.cfg');
  fs.writeFileSync(
    config,
    `[general]
duration = 0
bufferSecs = 1
reconnect = no

[input]
device = tone
sampleRate = 44100
bitsPerSample = 16
channel = 2

[icecast2-0]
bitrateMode = cbr
format = mp3
bitrate = 128
server = 127.0.0.1
port = ${options.port}
user = ${options.user}
password = ${options.password}
mountPoint = live
name = Prueba darkice
`,
  );
  const toneArgs = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-re', '-f', 'lavfi'];
  toneArgs.push('-i', `sine=frequency=${options.frequency}:sample_rate=44100`, '-ac', '2', '-f', 's16le', fifo);
  const tone = spawn(ffmpegPath, toneArgs, { stdio: 'ignore' });
  const env = { ...process.env, ALSA_CONFIG_PATH: alsa.configPath };
  const darkice = spawn('darkice', ['-c', config], { stdio: 'ignore', env });
  return [darkice, tone];
}
