import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../desktop/station/db/database';
import { makeToneFile } from '../testing/station/test-audio';

const WORDS = [
  'Canción',
  'Mar',
  'Puerto',
  'Noche',
  'Viento',
  'Barca',
  'Sol',
  'Luna',
  'Orilla',
  'Faro',
  'Sal',
  'Brisa',
  'Habanera',
  'Rumba',
  'Cançó',
  'Mer',
  'Été',
  'Niña',
  'Corazón',
  'Camino',
  'Río',
  'Tierra',
  'Fuego',
  'Ola',
];
const FIRST = ['Los', 'Las', 'Els', 'Orquesta', 'Banda', 'Grupo', 'Coro', 'Trío', 'Dúo', 'Cuarteto'];
const pick = (i: number, list: readonly string[]) => list[i % list.length]!;

/**
 * A station data folder with `count` tracks for the library bench: `sources` real MP3 tones (continuous, no silence,
 * so any silence on air is the station's fault) made once, and one hard link per row, since file names are unique
 * per row. Rows are marked analysed so the engine's queue does not spend the bench measuring 20,000 copies.
 */
export async function seedLibrary(
  dataDir: string,
  ffmpegPath: string,
  count: number,
  sources = 4,
): Promise<{ seconds: number }> {
  const started = performance.now();
  const audioDir = path.join(dataDir, 'media', 'audio');
  fs.mkdirSync(audioDir, { recursive: true });
  const originals: string[] = [];
  for (let i = 0; i < sources; i++) {
    const file = path.join(audioDir, `${'b'.repeat(31)}${i}.mp3`);
    if (!fs.existsSync(file))
      await makeToneFile(ffmpegPath, file, { frequency: 330 + i * 110, toneSeconds: 40, silence: 0, amplitude: 0.4 });
    originals.push(file);
  }
  const db = openDatabase(path.join(dataDir, 'emisora.db'));
  const insert = db.prepare(
    `INSERT INTO tracks (title, artist, album, duration, file_name, uploaded_by, created_at, analyzed_at)
     VALUES (?, ?, ?, 40, ?, 1, ?, ?)`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      // The media store only serves content-hash-like names (hex): the row number in hex, padded.
      const fileName = `${i.toString(16).padStart(32, '0')}.mp3`;
      const link = path.join(audioDir, fileName);
      if (!fs.existsSync(link)) fs.linkSync(originals[i % sources]!, link);
      const title = `${pick(i, WORDS)} ${pick(Math.floor(i / 24), WORDS).toLowerCase()} ${i}`;
      const artist = `${pick(i, FIRST)} ${pick(Math.floor(i / 7), WORDS)} ${Math.floor(i / 10) % 2000}`;
      const album = `${pick(Math.floor(i / 12), WORDS)} ${Math.floor(i / 12)}`;
      insert.run(title, artist, album, fileName, new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(), now);
    }
  })();
  db.close();
  return { seconds: (performance.now() - started) / 1000 };
}
