import type { DirectoryListing } from '../../../../shared/schemas/broadcast/directory';
import { createMount } from '../mounts/mount';
import type { EncoderPool } from './encoding/encoder-pool';
import { type AudioFormat, EXTRA_MOUNTS, FORMATS } from './encoding/formats';

/**
 * A mount whose encoder runs only while it has listeners: the first listener wakes it (audio within a few
 * hundred milliseconds: the burst is empty, the encoder's first frames follow), and it sleeps `lingerMs`
 * after the last one leaves, so a player that reconnects finds it running.
 */
export function createFormatMount(
  pool: EncoderPool,
  options: {
    format: AudioFormat;
    bitrateKbps: number;
    lingerMs: number;
    siteUrl(): string;
    onListeners(count: number): void;
    listing?(): DirectoryListing;
  },
) {
  const spec = FORMATS[options.format];
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  const mount = createMount({
    format: {
      contentType: spec.contentType,
      bitrateKbps: options.bitrateKbps,
      sampleRate: spec.sampleRate,
      icy: spec.icy,
    },
    siteUrl: options.siteUrl,
    listing: options.listing,
    path: `/stream.${options.format}`,
    onListeners(count) {
      options.onListeners(count);
      if (count > 0) {
        clearTimeout(timer);
        timer = undefined;
        unsubscribe ??= pool.subscribe(
          { format: options.format, bitrateKbps: options.bitrateKbps },
          { headers: (pages) => mount.headers(pages), data: (frames) => mount.push(frames) },
        );
      } else if (unsubscribe && !timer) {
        timer = setTimeout(sleep, options.lingerMs);
        timer.unref();
      }
    },
  });

  function sleep() {
    timer = undefined;
    if (mount.listeners() > 0) return;
    unsubscribe?.();
    unsubscribe = null;
    mount.forgetBurst();
  }

  return Object.assign(mount, {
    /** Whether its encoder is subscribed (awake). */
    awake: () => unsubscribe !== null,
    stopNow() {
      mount.stop();
      clearTimeout(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = null;
    },
  });
}

/** The station's AAC and Opus mounts, at the bitrates EXTRA_MOUNTS sets. */
export function createExtraMounts(
  pool: EncoderPool,
  common: {
    lingerMs: number;
    siteUrl(): string;
    onListeners(): void;
    listing?(): DirectoryListing;
  },
) {
  const options = {
    lingerMs: common.lingerMs,
    siteUrl: common.siteUrl,
    listing: common.listing,
    onListeners: () => common.onListeners(),
  };
  return {
    aac: createFormatMount(pool, { format: 'aac', bitrateKbps: EXTRA_MOUNTS.aac.bitrateKbps, ...options }),
    opus: createFormatMount(pool, { format: 'opus', bitrateKbps: EXTRA_MOUNTS.opus.bitrateKbps, ...options }),
  };
}
