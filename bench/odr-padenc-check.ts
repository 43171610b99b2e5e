/**
 * Feeds the station's DAB+ files to a real ODR-PadEnc and reports what it made of them: `ODR_PADENC=/path/to/odr-padenc
 * npm run bench:odr-padenc`. ODR-PadEnc is not packaged in Debian and is built from its sources (Opendigitalradio's
 * ODR-PadEnc, `./bootstrap && ./configure && make`), so this is a check run by hand, not part of `npm test`.
 * socat stands in for ODR-AudioEnc: it asks for PAD as the encoder does, over ODR-PadEnc's datagram socket.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { DAB_DEFAULTS } from '../shared/schemas/broadcast/dab';
import { makeSlide } from '../desktop/station/broadcast/dab/dab-slide-image';
import { dlsFileText } from '../desktop/station/broadcast/dab/dls-file';
import { dlsLabel } from '../desktop/station/broadcast/dab/dls-text';
import type { OnAirItem } from '../desktop/station/broadcast/on-air/on-air-item';

const padenc = process.env.ODR_PADENC;
if (!padenc || !fs.existsSync(padenc)) {
  console.error('Set ODR_PADENC to the odr-padenc binary.');
  process.exit(2);
}
const ffmpeg = process.env.FFMPEG_PATH ?? ffmpegInstaller.path;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-padenc-'));
const dls = path.join(dir, 'dls.txt');
const slides = path.join(dir, 'slides');
fs.mkdirSync(slides);

const song: OnAirItem = {
  ...{ kind: 'rotation', trackId: 1, planned: null, album: null, coverImageUrl: null, duration: 200 },
  title: 'Mediterráneo',
  artist: 'Joan Manuel Serrat',
};
const live: OnAirItem = { ...song, kind: 'live', title: 'La Frontera', artist: '' };
const labels = [
  dlsLabel(song, DAB_DEFAULTS, null),
  dlsLabel(live, DAB_DEFAULTS, { title: 'La Frontera', host: 'Núria Puig' }),
  dlsLabel(null, DAB_DEFAULTS, null),
];
fs.writeFileSync(
  path.join(slides, 'emisora-slide-0123456789abcdef.jpg'),
  await makeSlide(ffmpeg, 'resources/icon.png'),
);

// Built without ImageMagick, ODR-PadEnc sends slides as they are (-R): the station already made them to size.
const child = spawn(padenc, ['-v', '-R', '-s', '0', '-o', path.join(dir, 'emisora'), '-t', dls, '-d', slides]);
let stderr = '';
child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
const ask = () =>
  spawnSync(
    'socat',
    ['-u', '-', `UNIX-SENDTO:${path.join(dir, 'emisora.padenc')},bind=${path.join(dir, 'emisora.audioenc')}`],
    {
      input: Buffer.from([1, 58]),
      timeout: 1000,
    },
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const [i, label] of labels.entries()) {
  fs.writeFileSync(dls, dlsFileText(label, i % 2 === 1));
  for (let n = 0; n < 40; n++) {
    ask();
    fs.rmSync(path.join(dir, 'emisora.audioenc'), { force: true });
    await pause(50);
  }
}
child.kill();
await new Promise((resolve) => child.once('exit', resolve));
// ODR-PadEnc colours the texts it prints: the escape sequences go.
const plain = stderr.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const said = plain.split('\n').filter((l) => /DLS text|DL Plus tags|slide|Warning|Error/.test(l));
console.log([...new Set(said)].join('\n'));
const problems = said.filter((l) => /Warning|Error/.test(l));
console.log(
  problems.length === 0 ? '\nODR-PadEnc accepted every label and the slide.' : `\n${problems.length} problems`,
);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(problems.length === 0 ? 0 : 1);
