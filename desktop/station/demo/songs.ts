import type { Picture } from './image-args';
import { PALETTES } from './palettes';
import type { DemoSong } from './synth-args';

export interface DemoTrack extends DemoSong {
  cover: Picture;
}

// Chords as MIDI notes (60 = C4). Progressions are common pop/folk ones so the demo sounds
// like music a visitor recognises, in different keys, tempos and moods.
const A_MINOR = [
  [57, 60, 64],
  [53, 57, 60],
  [48, 52, 55],
  [55, 59, 62],
  [57, 60, 64],
  [53, 57, 60],
  [50, 53, 57],
  [52, 56, 59],
];
const D_MINOR = [
  [50, 53, 57],
  [46, 50, 53],
  [53, 57, 60],
  [48, 52, 55],
  [50, 53, 57],
  [46, 50, 53],
  [48, 52, 55],
  [49, 52, 57],
];
const C_MAJOR = [
  [48, 52, 55],
  [52, 55, 59],
  [57, 60, 64],
  [53, 57, 60],
  [48, 52, 55],
  [55, 59, 62],
  [53, 57, 60],
  [53, 56, 60],
];
const E_MINOR = [
  [52, 55, 59],
  [48, 52, 55],
  [55, 59, 62],
  [50, 54, 57],
  [52, 55, 59],
  [48, 52, 55],
  [57, 60, 64],
  [54, 59, 63],
];
const G_MAJOR = [
  [55, 59, 62],
  [50, 54, 57],
  [52, 55, 59],
  [48, 52, 55],
  [55, 59, 62],
  [50, 54, 57],
  [48, 52, 55],
  [50, 54, 57],
];
const F_MAJOR = [
  [53, 57, 60],
  [57, 60, 64],
  [46, 50, 53],
  [48, 52, 55],
  [53, 57, 60],
  [50, 53, 57],
  [46, 50, 53],
  [48, 52, 55],
];

/** Six songs by four invented local artists; 60–180 s each but kept near the short end,
 * because MP3 encoding dominates the first-run time (about seven minutes of audio in all). */
export const DEMO_TRACKS: readonly DemoTrack[] = [
  {
    title: 'Tramontana',
    artist: 'Los Túneles del Mar',
    album: 'Frontera Azul',
    seconds: 78,
    score: { bpm: 96, chords: A_MINOR, arpeggio: [0, 1, 2, 3, 2, 1, 0, 1], drums: 'full' },
    cover: { scene: 'coast', palette: PALETTES.mist, sunX: 0.25, lighthouse: false },
  },
  {
    title: 'Estación Internacional',
    artist: 'Los Túneles del Mar',
    album: 'Frontera Azul',
    seconds: 70,
    score: { bpm: 112, chords: D_MINOR, arpeggio: [0, 2, 1, 3, 0, 2, 1, 4], drums: 'full' },
    cover: { scene: 'train', palette: PALETTES.day, body: [190, 50, 50], coaches: 2 },
  },
  {
    title: 'Pasajes',
    artist: 'Cala Bramant',
    album: 'Pasajes',
    seconds: 84,
    score: { bpm: 72, chords: C_MAJOR, arpeggio: [0, 1, 2, 1, 3, 2, 1, 2], drums: 'soft' },
    cover: { scene: 'coast', palette: PALETTES.dusk, sunX: 0.35, lighthouse: false },
  },
  {
    title: 'Cerbère al alba',
    artist: 'Marina Colera',
    album: 'Cap de Creus',
    seconds: 64,
    score: { bpm: 84, chords: E_MINOR, arpeggio: [2, 1, 0, 1, 2, 3, 4, 3], drums: 'none' },
    cover: { scene: 'boat', palette: PALETTES.dusk, hull: [60, 40, 70], boatX: 0.45, sails: 1 },
  },
  {
    title: 'Coll dels Belitres',
    artist: 'Banda del Coll',
    album: 'Ruta de la Memoria',
    seconds: 72,
    score: { bpm: 120, chords: G_MAJOR, arpeggio: [0, 0, 2, 1, 3, 1, 2, 1], drums: 'full' },
    cover: { scene: 'microphone', palette: PALETTES.studio, waves: 2 },
  },
  {
    title: 'Faro de Portbou',
    artist: 'Cala Bramant',
    album: 'Pasajes',
    seconds: 62,
    score: { bpm: 90, chords: F_MAJOR, arpeggio: [0, 2, 3, 2, 4, 2, 3, 2], drums: 'soft' },
    cover: { scene: 'coast', palette: PALETTES.night, sunX: 0.2, lighthouse: true },
  },
];
