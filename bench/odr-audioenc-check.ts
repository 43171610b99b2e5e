/**
 * Feeds a real ODR-AudioEnc from the station's DAB+ pipe (`--dab-audio`) and reports what it made of it:
 * `ODR_AUDIOENC=/path/to/odr-audioenc npm run bench:odr-audioenc [-- --seconds 20]`. ODR-AudioEnc is not packaged in
 * Debian and is built from its sources (Opendigitalradio's ODR-AudioEnc, `apt install libzmq3-dev`, then
 * `./bootstrap && ./configure && make`), so this is a check run by hand, not part of `npm test`. ODR-AudioEnc runs as
 * the operator's guide says (`-f raw --fifo-silence -i FIFO -r 48000 -c 2 -b 88`), writing DAB+ superframes to a
 * file; its level meter (`-l`) says whether it heard the station or silence.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitFor } from '../testing/station/test-audio';
import { startToneStation } from '../testing/station/tone-station';

const encoder = process.env.ODR_AUDIOENC;
if (!encoder || !fs.existsSync(encoder)) {
  console.error('Set ODR_AUDIOENC to the odr-audioenc binary.');
  process.exit(2);
}
const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-audioenc-'));
const fifo = path.join(dir, 'audio.pcm');
const out = path.join(dir, 'emisora.dabp');

const station = await startToneStation([500, 700], 6, { dabAudio: fifo });
const args = ['-f', 'raw', '--fifo-silence', '-i', fifo, '-r', '48000', '-c', '2', '-b', '88', '-o', out, '-l'];
const child = spawn(encoder, args);
let meter = '';
child.stderr.on('data', (d: Buffer) => (meter += d.toString()));
child.stdout.on('data', (d: Buffer) => (meter += d.toString()));
const startedAt = performance.now();
await waitFor('the station sending', () => station.context.broadcast.dab?.().audio.state === 'playing', 20_000);
await new Promise((resolve) => setTimeout(resolve, seconds * 1000)); // Real time: the encoder's run.
const elapsedS = (performance.now() - startedAt) / 1000;
child.kill('SIGINT');
await new Promise((resolve) => child.once('close', resolve));
const status = station.context.broadcast.dab?.().audio;
await station.close();

// One meter line per block: "In: [  -===|===-  ]" with the level bars, "U" after an underrun (silence sent).
const lines = meter.split(/[\r\n]+/).filter((l) => l.startsWith('In:'));
const withLevel = lines.filter((l) => /=/.test(l)).length;
const underruns = lines.filter((l) => /\]\s+U/.test(l)).length;
const bytes = fs.statSync(out).size;
console.log(
  JSON.stringify(
    {
      encoder: meter.match(/ODR-AudioEnc [\d.]+/)?.[0],
      seconds: Number(elapsedS.toFixed(1)),
      meterLines: lines.length,
      withLevel,
      underruns,
      superframeBytes: bytes,
      kbps: Number(((bytes * 8) / 1000 / elapsedS).toFixed(1)),
      stationPipe: status,
      load: os.loadavg()[0]!.toFixed(1),
    },
    null,
    2,
  ),
);
process.exit(withLevel > lines.length / 2 ? 0 : 1);
