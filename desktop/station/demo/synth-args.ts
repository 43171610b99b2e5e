import { AUDIO } from '../../../shared/station/audio-format';
import {
  arpExpression,
  barSeconds,
  bassExpression,
  drumsExpression,
  padExpression,
  phraseSeconds,
  type SongScore,
} from './music';

export interface DemoSong {
  title: string;
  artist: string;
  album: string;
  /** Length of the rendered file in seconds (the demo keeps 60–180 s). */
  seconds: number;
  score: SongScore;
}

/** Pad and bass hold nothing above ~1.5 kHz; the arpeggio's top harmonic stays under 6 kHz. */
const LOW_RATE = 11_025;
const MID_RATE = 22_050;
const QUIET = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
const round = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Time ranges [from, to) in seconds when a layer plays, as an expression for volume=eval=frame. */
export function gateExpression(ranges: ReadonlyArray<readonly [number, number]>): string {
  if (ranges.length === 0) return '0';
  return ranges.map(([from, to]) => `gte(t,${round(from)})*lt(t,${round(to)})`).join('+');
}

/**
 * Song form in phrases: intro with pad and arpeggio, then bass and drums join; a breakdown
 * phrase without drums before the last one keeps the track from sounding like a loop.
 */
export function arrangement(song: DemoSong): { bass: Array<[number, number]>; drums: Array<[number, number]> } {
  const phrase = phraseSeconds(song.score);
  const end = song.seconds;
  const bass: Array<[number, number]> = [[phrase, end]];
  if (song.score.drums === 'none') return { bass, drums: [] };
  const phrases = Math.ceil(end / phrase);
  if (phrases >= 4) {
    const breakStart = (phrases - 2) * phrase;
    return {
      bass,
      drums: [
        [phrase, breakStart],
        [breakStart + phrase, end],
      ],
    };
  }
  return { bass, drums: [[phrase, end]] };
}

/**
 * One loop rendered once, repeated to the song length, resampled to the bus rate, with
 * timestamps made continuous again. aevalsrc is the slow part (~0.15 s per second of audio at
 * 44.1 kHz here), so low instruments render at a quarter of the rate and drums loop one bar.
 */
function layer(expression: string, song: DemoSong, rate: number, loopSeconds: number): string {
  return [
    `aevalsrc='${expression}':s=${rate}:d=${round(loopSeconds)}`,
    `aloop=loop=-1:size=${Math.round(loopSeconds * rate)}`,
    `atrim=duration=${round(song.seconds)}`,
    'asetpts=N/SR/TB',
    `aresample=${AUDIO.sampleRate}`,
  ].join(',');
}

/** The filter graph of one song: four instruments, each with its own space, mixed and mastered. */
export function songFilterGraph(song: DemoSong): string {
  const { bass, drums } = arrangement(song);
  const beatMs = Math.round((60 / song.score.bpm) * 1000);
  const phrase = phraseSeconds(song.score);
  const chains = [
    `${layer(padExpression(song.score), song, LOW_RATE, phrase)},tremolo=f=${round(song.score.bpm / 60)}:d=0.25,pan=stereo|c0=c0|c1=c0[pad]`,
    `${layer(arpExpression(song.score), song, MID_RATE, phrase)},pan=stereo|c0=c0|c1=c0,aecho=0.8:0.7:${Math.round(beatMs * 0.75)}:0.35,apulsator=hz=${round(song.score.bpm / 60 / 8)}:amount=0.6[arp]`,
    `${layer(bassExpression(song.score), song, LOW_RATE, phrase)},lowpass=f=900,volume='${gateExpression(bass)}':eval=frame,pan=stereo|c0=c0|c1=c0[bass]`,
  ];
  const inputs = ['[pad]', '[arp]', '[bass]'];
  if (song.score.drums !== 'none') {
    chains.push(
      `${layer(drumsExpression(song.score), song, AUDIO.sampleRate, barSeconds(song.score))},volume='${gateExpression(drums)}':eval=frame,pan=stereo|c0=c0|c1=c0[drums]`,
    );
    inputs.push('[drums]');
  }
  const fadeOut = Math.min(6, song.seconds / 10);
  // duration=first: the pad has the exact song length, while aecho would add a tail.
  chains.push(
    `${inputs.join('')}amix=inputs=${inputs.length}:duration=first,volume=${inputs.length},alimiter=limit=0.8,` +
      `afade=t=in:d=1,afade=t=out:st=${round(song.seconds - fadeOut)}:d=${round(fadeOut)}[out]`,
  );
  return chains.join(';');
}

/** Arguments that synthesise a song straight to MP3 (128 kbps, 44.1 kHz, stereo) with ID3 tags. */
export function songArgs(song: DemoSong, outFile: string): string[] {
  return [
    ...QUIET,
    '-filter_complex',
    songFilterGraph(song),
    '-map',
    '[out]',
    '-ar',
    String(AUDIO.sampleRate),
    '-ac',
    String(AUDIO.channels),
    // LAME's fast mode: the slow modes cost a third more CPU for no audible gain on synth tones.
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${AUDIO.mp3BitrateKbps}k`,
    '-compression_level',
    '7',
    '-id3v2_version',
    '3',
    '-metadata',
    `title=${song.title}`,
    '-metadata',
    `artist=${song.artist}`,
    '-metadata',
    `album=${song.album}`,
    '-f',
    'mp3',
    outFile,
  ];
}
