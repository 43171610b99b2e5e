import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Real Icecast source clients, as presenters run them, sending a tone. */

const FFMPEG_CODECS = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-f', 'mp3'],
  opus: ['-c:a', 'libopus', '-b:a', '96k', '-content_type', 'audio/ogg', '-f', 'ogg'],
  // As BUTT and Mixxx announce Ogg: application/ogg.
  vorbis: ['-c:a', 'libvorbis', '-b:a', '96k', '-content_type', 'application/ogg', '-f', 'ogg'],
};

/** ffmpeg's own icecast:// client (PUT with Expect: 100-continue), MP3, Ogg Opus or Ogg Vorbis in real time. */
export function ffmpegSource(
  ffmpegPath: string,
  url: string,
  frequency: number,
  format: keyof typeof FFMPEG_CODECS = 'mp3',
  /** Output options before the URL, e.g. `-metadata title=…` (Ogg comments in band). */
  extra: string[] = [],
) {
  const codec = FFMPEG_CODECS[format];
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i'];
  args.push(`sine=frequency=${frequency}:sample_rate=48000`, '-ac', '2', ...codec, ...extra, url);
  return spawn(ffmpegPath, args, { stdio: 'ignore' });
}

/** Liquidsoap's output.icecast (libshout-free Cry client), Ogg Vorbis. */
export function liquidsoapSource(options: { port: number; user: string; password: string; frequency: number }) {
  const script = [
    // Test machines and CI containers run as root, which liquidsoap refuses unless told.
    'settings.init.allow_root.set(true)',
    `output.icecast(%vorbis, host="127.0.0.1", port=${options.port}, user="${options.user}",`,
    `  password="${options.password}", mount="/live", sine(${options.frequency.toFixed(1)}))`,
  ].join('\n');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-liq-')), 'source.liq');
  fs.writeFileSync(file, script);
  return spawn('liquidsoap', [file], { stdio: 'ignore' });
}

/**
 * One liquidsoap process with an MP3 (`frequency`) and an Ogg Vorbis (`frequency` + 50 Hz) output.icecast, neither started: `use` starts one
 * (stopping the other) through a control file the script reads, so its slow start (type-checking its standard
 * library, ten seconds and more) is paid once and before the tests that need it.
 */
export function liquidsoapOutputs(options: { port: number; user: string; password: string; frequency: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-liq-'));
  const control = path.join(dir, 'use');
  fs.writeFileSync(control, 'none\n');
  const output = (name: string, format: string, frequency: number) =>
    `${name} = output.icecast(${format}, start=false, fallible=true, host="127.0.0.1", port=${options.port}, ` +
    `user="${options.user}", password="${options.password}", mount="/live", sine(${frequency.toFixed(1)}))`;
  const script = [
    'settings.init.allow_root.set(true)',
    output('mp3', '%mp3(bitrate=128)', options.frequency),
    output('ogg', '%vorbis', options.frequency + 50),
    // Read twice a second: at the script's start the outputs cannot be started yet, so a watch alone missed it.
    'def use() =',
    `  wanted = string.trim(file.contents("${control}"))`,
    '  if wanted != "mp3" and mp3.is_started() then mp3.stop() end',
    '  if wanted != "ogg" and ogg.is_started() then ogg.stop() end',
    '  if wanted == "mp3" and not mp3.is_started() then mp3.start() end',
    '  if wanted == "ogg" and not ogg.is_started() then ogg.start() end',
    'end',
    'thread.run(every=0.5, use)',
  ].join('\n');
  const file = path.join(dir, 'outputs.liq');
  fs.writeFileSync(file, script);
  const child = spawn('liquidsoap', [file], { stdio: 'ignore' });
  return {
    child,
    use(which: 'mp3' | 'ogg' | 'none') {
      fs.writeFileSync(control, `${which}\n`);
    },
  };
}

/** ices2 (libshout) encoding a tone piped on stdin to Ogg Vorbis. */
export function ices2Source(
  ffmpegPath: string,
  options: { port: number; user: string; password: string; frequency: number },
): ChildProcess[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-ices-'));
  const config = `<?xml version="1.0"?>
<ices><background>0</background><logpath>${dir}</logpath><logfile>ices.log</logfile><loglevel>2</loglevel><consolelog>0</consolelog>
<stream><metadata><name>Prueba</name></metadata>
<input><module>stdinpcm</module><param name="rate">44100</param><param name="channels">2</param></input>
<instance><hostname>127.0.0.1</hostname><port>${options.port}</port><username>${options.user}</username>
<password>${options.password}</password><mount>/live</mount>
<encode><quality>3</quality><samplerate>44100</samplerate><channels>2</channels></encode></instance></stream></ices>`;
  const file = path.join(dir, 'ices.xml');
  fs.writeFileSync(file, config);
  const tone = spawn(
    ffmpegPath,
    ['-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', `sine=frequency=${options.frequency}`].concat([
      '-ac',
      '2',
      '-ar',
      '44100',
      '-f',
      's16le',
      'pipe:1',
    ]),
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const ices = spawn('ices2', [file], { stdio: ['pipe', 'ignore', 'ignore'] });
  ices.stdin.on('error', () => {});
  tone.stdout.pipe(ices.stdin);
  return [tone, ices];
}

/** Sends a raw source request head and resolves with the status line and body the station answers. */
export function rawSourceRequest(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, text: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** An old Shoutcast v1 encoder: `user:password` line on port + 1, waits for OK2, then icy headers and MP3. */
export function shoutcastV1Source(ffmpegPath: string, port: number, login: string, frequency: number) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(`${login}\r\n`));
  const tone = spawn(
    ffmpegPath,
    [
      '-loglevel',
      'error',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}:sample_rate=44100`,
    ].concat(['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', 'pipe:1']),
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  socket.on('error', () => tone.kill('SIGKILL'));
  socket.once('data', (answer) => {
    if (!answer.toString('latin1').startsWith('OK2')) return socket.destroy();
    socket.write('icy-name:Prueba\r\ncontent-type:audio/mpeg\r\nicy-br:128\r\n\r\n');
    tone.stdout.pipe(socket);
  });
  const kill = () => {
    socket.destroy();
    tone.kill('SIGKILL');
  };
  return { socket, tone, kill };
}
