import { closeSync, constants, openSync, writeSync } from 'node:fs';

/**
 * The studio desk's line-in in tests: a tone written in real time into the fifo that alsa-lib's file plug-in
 * captures from. The fifo is opened read-write and non-blocking so it outlives the capture's restarts (a closed
 * reader would end a plain writer) and never blocks the station.
 */
export function createDeskTone(fifo: string, frequency: number, amplitude = 4096) {
  const tone = { fd: -1, timer: undefined as ReturnType<typeof setInterval> | undefined, written: 0, from: 0 };
  return {
    play() {
      clearInterval(tone.timer);
      if (tone.fd < 0) tone.fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
      tone.from = performance.now();
      tone.written = 0;
      tone.timer = setInterval(() => {
        const due = Math.floor(((performance.now() - tone.from) / 1000) * 44_100);
        const frames = due - tone.written;
        if (frames <= 0) return;
        const pcm = Buffer.alloc(frames * 4);
        for (let i = 0; i < frames; i++) {
          const v = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * (tone.written + i)) / 44_100));
          pcm.writeInt16LE(v, i * 4);
          pcm.writeInt16LE(v, i * 4 + 2);
        }
        tone.written = due;
        try {
          // Pieces of a pipe's atomic size: all of one or none, so samples stay aligned when the pipe fills up.
          for (let at = 0; at < pcm.length; at += 4096) writeSync(tone.fd, pcm, at, Math.min(4096, pcm.length - at));
        } catch {
          // The pipe is full (nobody reads): the card's buffer overflows and these samples are lost, as on a card.
        }
      }, 10);
    },
    /** The desk falls silent: the card delivers nothing, as when its writer is gone. */
    silence: () => clearInterval(tone.timer),
    close() {
      clearInterval(tone.timer);
      if (tone.fd >= 0) closeSync(tone.fd);
      tone.fd = -1;
    },
  };
}
