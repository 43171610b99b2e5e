/**
 * The browser studio's sound: microphone and music files mixed in a Web Audio graph whose
 * MediaStreamDestination is what the recorder sends. Music is also played to the presenter's own speakers or
 * headphones; the microphone is not (they would hear themselves late).
 */
export interface StudioGraph {
  /** The mix: what goes on air. */
  readonly stream: MediaStream;
  /** Opens (or switches to) a microphone; the browser asks for permission the first time. */
  useMicrophone(deviceId: string | null): Promise<void>;
  /** The microphone's peak level in the last analyser window, 0..1. */
  micPeak(): number;
  /** A music file from the computer as an audio element wired into the mix (play/pause it to air it). */
  addFile(file: File): HTMLAudioElement;
  close(): void;
}

// Raw sound: echo cancellation, noise suppression and gain control are for calls; they pump music and add delay.
const RAW = { echoCancellation: false, noiseSuppression: false, autoGainControl: false } as const;

export function createStudioGraph(): StudioGraph {
  const context = new AudioContext({ latencyHint: 'interactive' });
  const mix = context.createGain();
  const destination = context.createMediaStreamDestination();
  mix.connect(destination);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  const samples = new Float32Array(analyser.fftSize);
  const files: Array<{ url: string; audio: HTMLAudioElement }> = [];
  let mic: { stream: MediaStream; source: MediaStreamAudioSourceNode } | null = null;

  const stopMic = () => {
    if (!mic) return;
    mic.source.disconnect();
    for (const track of mic.stream.getTracks()) track.stop();
    mic = null;
  };

  return {
    stream: destination.stream,
    async useMicrophone(deviceId) {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: deviceId ? { ...RAW, deviceId: { exact: deviceId } } : RAW,
      });
      stopMic();
      await context.resume();
      const source = context.createMediaStreamSource(stream);
      source.connect(analyser);
      source.connect(mix);
      mic = { stream, source };
    },
    micPeak() {
      if (!mic) return 0;
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (const value of samples) peak = Math.max(peak, Math.abs(value));
      return peak;
    },
    addFile(file) {
      const url = URL.createObjectURL(file);
      const audio = new Audio(url);
      const source = context.createMediaElementSource(audio);
      source.connect(mix);
      source.connect(context.destination);
      files.push({ url, audio });
      return audio;
    },
    close() {
      stopMic();
      for (const { url, audio } of files.splice(0)) {
        audio.pause();
        URL.revokeObjectURL(url);
      }
      void context.close();
    },
  };
}
