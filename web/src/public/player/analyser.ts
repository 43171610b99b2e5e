import { getAudio } from './audio-element';

/**
 * One AnalyserNode on the local <audio> element, created on first use (after a user gesture, so the
 * AudioContext is allowed to run). null where Web Audio is unavailable; the level meter then falls back
 * to the spec's random bars.
 */
let analyser: AnalyserNode | null | undefined;
let context: AudioContext | null = null;

export function getAnalyser(): AnalyserNode | null {
  if (analyser !== undefined) {
    if (context?.state === 'suspended') void context.resume();
    return analyser;
  }
  try {
    const Ctx = window.AudioContext;
    if (!Ctx) {
      analyser = null;
      return null;
    }
    context = new Ctx();
    const source = context.createMediaElementSource(getAudio('local'));
    const node = context.createAnalyser();
    // 1024 bins of ~21.5 Hz: fine enough for the meter's lowest log-spaced bands (40–60 Hz).
    node.fftSize = 2048;
    node.smoothingTimeConstant = 0.7;
    // The element's sound now flows through the graph, so it must reach the speakers too.
    source.connect(node);
    node.connect(context.destination);
    if (context.state === 'suspended') void context.resume();
    analyser = node;
  } catch (error) {
    console.warn('Level meter: Web Audio analysis unavailable', error);
    analyser = null;
  }
  return analyser;
}
