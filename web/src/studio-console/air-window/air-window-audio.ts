import type { WindowDevice } from '../../../../shared/schemas/broadcast/air-window';
import { RING_PROCESSOR } from './ring-name';
import workletUrl from './ring-processor.ts?worker&url';

/** The bus's rate: the context runs at it, so the card's resampling (if any) is the system's, never ours. */
const BUS_RATE = 44_100;

/** The card the bus plays on: a context pinned to it, the ring buffer's node, and an analyser tap after it. */
export interface AirAudio {
  context: AudioContext;
  node: AudioWorkletNode;
  analyser: AnalyserNode;
  deviceId: string;
}

/** A reason the window cannot play, in Spanish, for the station's alert. */
export class AirAudioError extends Error {}

type SinkContext = AudioContext & { setSinkId?(sinkId: string): Promise<void> };

function reasonOf(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError') return 'la tarjeta de sonido elegida no existe en este PC';
  if (name === 'NotAllowedError') return 'el sistema no deja usar esa tarjeta de sonido';
  const message = error instanceof Error ? error.message : String(error);
  return `no se pudo abrir el audio (${message})`;
}

/**
 * Opens the card: an AudioContext at the bus's rate, the ring buffer worklet, setSinkId to the chosen card
 * (`default`: the system's, as Chromium names it). Throws AirAudioError with the reason the station shows.
 */
export async function openAirAudio(deviceId: string): Promise<AirAudio> {
  const context: SinkContext = new AudioContext({ sampleRate: BUS_RATE, latencyHint: 'playback' });
  try {
    if (typeof context.setSinkId !== 'function')
      throw new AirAudioError('este navegador no puede elegir la tarjeta de sonido (falta setSinkId)');
    await context.setSinkId(deviceId === 'default' ? '' : deviceId);
    await context.audioWorklet.addModule(workletUrl);
    const node = new AudioWorkletNode(context, RING_PROCESSOR, { numberOfInputs: 0, outputChannelCount: [2] });
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    node.connect(context.destination);
    node.connect(analyser);
    await context.resume();
    if (context.state !== 'running')
      throw new AirAudioError('la ventana no puede sonar sin un clic (política de reproducción automática)');
    return { context, node, analyser, deviceId };
  } catch (error) {
    void context.close().catch(() => {});
    throw error instanceof AirAudioError ? error : new AirAudioError(reasonOf(error));
  }
}

export function closeAirAudio(audio: AirAudio | null) {
  if (!audio) return;
  audio.node.disconnect();
  void audio.context.close().catch(() => {});
}

/** The peak of what the card was given over the analyser's last 46 ms, in dBFS; null for digital silence. */
export function peakDbfs(audio: AirAudio | null): number | null {
  if (!audio) return null;
  const samples = new Float32Array(audio.analyser.fftSize);
  audio.analyser.getFloatTimeDomainData(samples);
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return peak > 0 ? Math.round(20 * Math.log10(peak) * 10) / 10 : null;
}

const SYSTEM_DEFAULT: WindowDevice = { deviceId: 'default', label: 'Predeterminada del sistema' };

/**
 * The PC's sound cards as Chromium lists them, the system's default first even when none is listed (headless
 * Chromium here lists none; a page without media permission gets one entry with an empty id). Labels are empty
 * without that permission: numbers stand in.
 */
export async function listCards(): Promise<WindowDevice[]> {
  const all = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
  const cards = (all ?? [])
    .filter((device) => device.kind === 'audiooutput' && device.deviceId && device.deviceId !== 'default')
    .map((device, i) => ({
      deviceId: device.deviceId.slice(0, 190),
      label: (device.label || `Tarjeta ${i + 1}`).slice(0, 200),
    }));
  return [SYSTEM_DEFAULT, ...cards];
}
