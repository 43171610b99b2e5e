import type { Picture } from './image-args';
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
    cover: { kind: 'fractal', x: -0.7436, y: 0.1318, scale: 0.02, hue: 200, saturation: 1.2 },
  },
  {
    title: 'Estación Internacional',
    artist: 'Los Túneles del Mar',
    album: 'Frontera Azul',
    seconds: 70,
    score: { bpm: 112, chords: D_MINOR, arpeggio: [0, 2, 1, 3, 0, 2, 1, 4], drums: 'full' },
    cover: { kind: 'automaton', rule: 30, seed: 4, ink: [240, 200, 120], paper: [20, 40, 80] },
  },
  {
    title: 'Pasajes',
    artist: 'Cala Bramant',
    album: 'Pasajes',
    seconds: 84,
    score: { bpm: 72, chords: C_MAJOR, arpeggio: [0, 1, 2, 1, 3, 2, 1, 2], drums: 'soft' },
    cover: {
      kind: 'seascape',
      sky: [30, 40, 110],
      horizon: [240, 140, 100],
      sea: [20, 60, 110],
      sunX: 0.35,
      sunY: 0.55,
      waves: 1.2,
    },
  },
  {
    title: 'Cerbère al alba',
    artist: 'Marina Colera',
    album: 'Cap de Creus',
    seconds: 64,
    score: { bpm: 84, chords: E_MINOR, arpeggio: [2, 1, 0, 1, 2, 3, 4, 3], drums: 'none' },
    cover: { kind: 'life', seed: 11, generation: 24, alive: [255, 120, 90], dead: [30, 20, 50], mould: [120, 60, 140] },
  },
  {
    title: 'Coll dels Belitres',
    artist: 'Banda del Coll',
    album: 'Ruta de la Memoria',
    seconds: 72,
    score: { bpm: 120, chords: G_MAJOR, arpeggio: [0, 0, 2, 1, 3, 1, 2, 1], drums: 'full' },
    cover: { kind: 'fractal', x: -0.1011, y: 0.9563, scale: 0.05, hue: 40, saturation: 1.5 },
  },
  {
    title: 'Faro de Portbou',
    artist: 'Cala Bramant',
    album: 'Pasajes',
    seconds: 62,
    score: { bpm: 90, chords: F_MAJOR, arpeggio: [0, 2, 3, 2, 4, 2, 3, 2], drums: 'soft' },
    cover: { kind: 'automaton', rule: 90, seed: 2, ink: [250, 240, 220], paper: [170, 40, 50] },
  },
];
