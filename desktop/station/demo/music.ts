/**
 * A tiny composer: turns a chord progression into aevalsrc expressions, one per instrument.
 * Each expression renders one phrase (all bars of the progression once); the ffmpeg graph
 * loops the phrase and arranges the layers, so the expensive per-sample maths runs only once.
 */

export interface SongScore {
  bpm: number;
  /** One chord per bar, as MIDI note numbers (three or more notes, lowest first). */
  chords: number[][];
  /** Chord-tone index per eighth note of a bar (8 entries); 3 and up climb an octave. */
  arpeggio: number[];
  drums: 'full' | 'soft' | 'none';
}

/** Equal-tempered frequency of a MIDI note, rounded so expressions stay short and stable. */
export const midiToHz = (note: number): number => Math.round(440 * 2 ** ((note - 69) / 12) * 1000) / 1000;

const beatSeconds = (score: SongScore): number => 60 / score.bpm;
export const barSeconds = (score: SongScore): number => 4 * beatSeconds(score);
export const phraseSeconds = (score: SongScore): number => score.chords.length * barSeconds(score);

const num = (value: number): string => String(Math.round(value * 10000) / 10000);

/**
 * Selects values[index] with a balanced tree of if(lt()) so a sample costs log2(n) comparisons
 * (ffmpeg's if() evaluates only the branch taken) instead of n eq() terms.
 */
export function pick(index: string, values: readonly number[], from = 0): string {
  if (values.length === 1) return num(values[0]!);
  const half = Math.ceil(values.length / 2);
  return `if(lt(${index},${from + half}),${pick(index, values.slice(0, half), from)},${pick(index, values.slice(half), from + half)})`;
}

/** A tone with a few harmonics, so it sounds like an instrument and not a test signal. */
const voice = (freq: string, harmonics: readonly number[]): string =>
  harmonics
    .map((gain, i) => (gain === 0 ? '' : `${gain === 1 ? '' : `${num(gain)}*`}sin(${num(2 * (i + 1))}*PI*${freq}*t)`))
    .filter(Boolean)
    .join('+');

/** ld(0) holds the bar index within the phrase in every expression below. */
const barIndex = (score: SongScore): string => `st(0,floor(t/${num(barSeconds(score))}))`;

/** Sustained chord: three voices with soft attack/release per bar (no clicks at changes). */
export function padExpression(score: SongScore): string {
  const bar = num(barSeconds(score));
  const voices = [0, 1, 2].map((k) =>
    pick(
      'ld(0)',
      score.chords.map((chord) => midiToHz(chord[k] ?? chord[0]!)),
    ),
  );
  return [
    barIndex(score),
    `st(1,${voices[0]})`,
    `st(2,${voices[1]})`,
    `st(3,${voices[2]})`,
    `st(4,mod(t,${bar}))`,
    `st(5,min(1,ld(4)*6)*min(1,(${bar}-ld(4))*6))`,
    `0.07*ld(5)*(${voice('ld(1)', [1, 0.4, 0.2])}+${voice('ld(2)', [1, 0.4, 0.2])}+${voice('ld(3)', [1, 0.4, 0.2])})`,
  ].join(';');
}

/** Plucked eighth notes walking the chord tones, bell-like timbre with a fast decay. */
export function arpExpression(score: SongScore): string {
  const eighth = beatSeconds(score) / 2;
  const notes: number[] = [];
  for (const chord of score.chords) {
    for (const step of score.arpeggio) {
      const octave = Math.floor(step / 3);
      notes.push(midiToHz(chord[step % 3]! + 12 * (octave + 1)));
    }
  }
  return [
    `st(0,floor(t/${num(eighth)}))`,
    `st(1,${pick('ld(0)', notes)})`,
    `st(2,mod(t,${num(eighth)}))`,
    `0.16*min(1,ld(2)*300)*exp(-7*ld(2))*(${voice('ld(1)', [1, 0.3, 0, 0.12])})`,
  ].join(';');
}

/** The chord root folded into the bass octave C2–B2 (65–123 Hz), whatever the voicing. */
export const bassNote = (root: number): number => 36 + ((((root - 36) % 12) + 12) % 12);

/** Chord roots in the bass octave on every beat, a rounded saw-like tone. */
export function bassExpression(score: SongScore): string {
  const beat = num(beatSeconds(score));
  const roots = score.chords.map((chord) => midiToHz(bassNote(chord[0]!)));
  return [
    barIndex(score),
    `st(1,${pick('ld(0)', roots)})`,
    `st(2,mod(t,${beat}))`,
    `0.3*min(1,ld(2)*150)*exp(-2.5*ld(2))*(${voice('ld(1)', [1, 0.5, 0.33, 0.25])})`,
  ].join(';');
}

/**
 * Kick on every beat (pitch falling from ~200 Hz), snare on 2 and 4, hi-hat on the off-beats.
 * Noise comes from random(9), which keeps its state in variable 9, away from ld(0..2).
 */
export function drumsExpression(score: SongScore): string {
  const beat = beatSeconds(score);
  const soft = score.drums === 'soft';
  const kick = `sin(2*PI*(48*ld(1)+6*(1-exp(-25*ld(1)))))*exp(-7*ld(1))`;
  const noise = '(2*random(9)-1)';
  const snare = `(eq(ld(0),1)+eq(ld(0),3))*(${noise}*0.5+0.4*sin(2*PI*185*ld(1)))*exp(-16*ld(1))`;
  const hat = `${noise}*exp(-55*ld(2))*gte(ld(1),${num(beat / 2)})`;
  return [
    `st(0,mod(floor(t/${num(beat)}),4))`,
    `st(1,mod(t,${num(beat)}))`,
    `st(2,mod(t,${num(beat / 2)}))`,
    soft ? `0.3*${kick}+0.1*${hat}` : `0.45*${kick}+0.28*${snare}+0.1*${hat}`,
  ].join(';');
}
