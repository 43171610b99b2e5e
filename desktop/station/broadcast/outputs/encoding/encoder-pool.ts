import { AUDIO } from '../../../../../shared/station/audio-format';
import type { Runner } from '../../../ffmpeg/runner';
import type { EncodedSink } from './encoded';
import { createEncoderOutput, type EncoderOutput, onDemand, type OnDemand } from './encoder-output';
import { type AudioFormat, FORMATS, type Framer } from './formats';

export interface EncoderKey {
  format: AudioFormat;
  bitrateKbps: number;
}

const PRE_ROLL_FRAMES = 1_000 / AUDIO.frameMs;

interface Entry {
  key: EncoderKey;
  output: EncoderOutput;
  demand: OnDemand;
  framer: Framer;
  sinks: Set<EncodedSink>;
}

/**
 * One encoder per format and bitrate, shared by every consumer of it (a mount, the HLS segmenter, pushes),
 * running only while it has a consumer. The bus writes every frame here; encoders that sleep cost nothing.
 */
export function createEncoderPool(runner: Runner, ffmpegPath: string, options: { lingerMs: number; title: string }) {
  const entries = new Map<string, Entry>();
  let title = options.title;
  // The last second of the bus: a waking encoder gets it at once, so its first listener hears audio as soon as
  // ffmpeg is up instead of after the encoder's own delay has filled in real time.
  const recent: Buffer[] = [];

  function entry(key: EncoderKey): Entry {
    const id = `${key.format}@${key.bitrateKbps}`;
    const existing = entries.get(id);
    if (existing) return existing;
    const spec = FORMATS[key.format];
    const framer = spec.framer(title);
    const sinks = new Set<EncodedSink>();
    const fanOut: EncodedSink = {
      headers(data) {
        for (const sink of sinks) sink.headers(data);
      },
      data(data) {
        for (const sink of sinks) sink.data(data);
      },
    };
    const output = createEncoderOutput(runner, {
      name: `encoder:${key.format}-${key.bitrateKbps}`,
      command: ffmpegPath,
      args: spec.args(key.bitrateKbps),
      onStart(child) {
        // A (re)started encoder begins a new byte stream: forget any half frame of the old one.
        framer.reset();
        child.stdout!.on('data', (chunk: Buffer) => framer.push(chunk, fanOut));
        for (const frame of recent) child.stdin?.write(frame);
      },
    });
    const created: Entry = { key, output, demand: onDemand(output, options.lingerMs), framer, sinks };
    entries.set(id, created);
    return created;
  }

  return {
    /** Starts (or joins) the encoder for `key`; the returned function unsubscribes. */
    subscribe(key: EncoderKey, sink: EncodedSink): () => void {
      const found = entry(key);
      found.sinks.add(sink);
      // An asleep encoder's headers belong to a stream that ended: the one about to start brings its own.
      if (found.output.state() !== 'running') found.framer.forget();
      const headers = found.framer.headers();
      if (headers.length > 0) sink.headers(headers);
      const release = found.demand.acquire();
      return () => {
        found.sinks.delete(sink);
        release();
      };
    },
    write(frame: Buffer) {
      recent.push(Buffer.from(frame));
      if (recent.length > PRE_ROLL_FRAMES) recent.shift();
      for (const e of entries.values()) e.output.write(frame);
    },
    setTitle(next: string) {
      title = next;
      for (const e of entries.values()) e.framer.setTitle(next);
    },
    /** Every encoder the pool knows, running or asleep. */
    encoders: () =>
      [...entries.values()].map((e) => ({
        name: e.output.name,
        state: e.output.state(),
        consumers: e.demand.consumers(),
        restarts: e.output.restarts(),
        pid: e.output.pid(),
      })),
    async stop() {
      await Promise.all([...entries.values()].map((e) => e.demand.stop()));
      for (const e of entries.values()) e.sinks.clear();
    },
  };
}
export type EncoderPool = ReturnType<typeof createEncoderPool>;
