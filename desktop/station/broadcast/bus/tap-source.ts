import type { PcmSource } from './file-source';

/** The same source, with every frame it hands out shown to `tap` first (a meter). No tap: the source itself. */
export function tapSource<S extends PcmSource>(source: S, tap: ((frame: Buffer) => void) | undefined): S {
  if (!tap) return source;
  return {
    ...source,
    read() {
      const frame = source.read();
      if (frame) tap(frame);
      return frame;
    },
  };
}
