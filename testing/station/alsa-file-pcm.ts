import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** alsa-lib's own configuration, which defines the `file` and `null` plug-ins our pcms build on. */
const SYSTEM_ALSA_CONF = '/usr/share/alsa/alsa.conf';

/**
 * ALSA devices without a sound card: pcms of alsa-lib's `file` plug-in (slave `null`), defined in an asoundrc
 * that ALSA_CONFIG_PATH points at. A playback pcm writes what it is given, raw, to a file; a capture pcm reads
 * raw s16le from `infile`. ffmpeg's alsa device reaches them by name, as it would a real card.
 */
/** `out: true` writes to `<name>.raw` in the config's own temp directory. */
export function alsaFilePcms(pcms: Record<string, { out?: string | true; infile?: string }>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'emisora-alsa-'));
  const conf = path.join(dir, 'asoundrc');
  const blocks = Object.entries(pcms).map(
    ([name, { out, infile }]) => `pcm.${name} {
  type file
  slave.pcm "null"
  file "${out === true ? path.join(dir, `${name}.raw`) : (out ?? '/dev/null')}"
  ${infile ? `infile "${infile}"` : ''}
  format "raw"
}`,
  );
  writeFileSync(conf, `${blocks.join('\n')}\n`);
  return { dir, configPath: `${SYSTEM_ALSA_CONF}:${conf}` };
}
