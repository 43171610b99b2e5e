import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Libraries that an admin uses now and then (spreadsheets, PDFs, ZIPs, age encryption) cost the serving process
 * about 30 MiB of memory when imported at start-up (measured in docs/benchmarks.md, "Footprint"), so the station
 * core imports them on first use. So do the ones only some stations need: serialport (an RDS encoder on a serial
 * line; its native binding alone is about 14 MiB) and icecast-metadata-js (relay slots). A static `import … from`
 * of one of them anywhere in the core brings the cost back.
 */
const LAZY = [
  'exceljs',
  'pdfkit',
  'age-encryption',
  'yazl',
  'yauzl',
  'serialport',
  'icecast-metadata-js',
  // The upload checks, backups, CSV exports and the first run's seeding.
  'music-metadata',
  'file-type',
  'tar-stream',
  'csv-stringify',
];

/** Libraries one core module wraps: that module is what the rest imports on first use (the calendar feeds). */
const BEHIND: Record<string, string> = {
  'ical.js': 'programming/schedule/calendar-feed',
  'timezones-ical-library': 'programming/schedule/calendar-feed',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('libraries the core loads on first use', () => {
  it('are never imported statically by the station core', () => {
    const root = path.join(import.meta.dirname);
    const offenders: string[] = [];
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const lib of LAZY) {
        const statically = new RegExp(`^import (?!type )[^;]*from '${lib}';`, 'm');
        if (statically.test(text)) offenders.push(`${path.relative(root, file)} imports ${lib}`);
      }
      for (const [lib, wrapper] of Object.entries(BEHIND)) {
        const relative = path.relative(root, file).replace(/\.ts$/, '');
        const statically = new RegExp(`^import (?!type )[^;]*from '${lib}';`, 'm');
        if (relative !== wrapper && statically.test(text)) offenders.push(`${relative} imports ${lib}`);
        const name = wrapper.replace(/^.*\//, '');
        const wrapperStatically = new RegExp(`^import (?!type )[^;]*from '[^']*/${name}';`, 'm');
        if (wrapperStatically.test(text)) offenders.push(`${relative} imports ${wrapper} statically`);
      }
    }
    expect([...new Set(offenders)]).toEqual([]);
  });
});
