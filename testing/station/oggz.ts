import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  OGG_EOS,
  oggPageLength,
  pageFlags,
  pageGranule,
  rewritePage,
} from '../../desktop/station/broadcast/codecs/ogg';

/**
 * The received bytes as a file a recorder would close: cut at the last whole page, and that page marked end of
 * stream. A live stream has no end, so a listener that hangs up is not the stream's fault.
 */
export function closedRecording(data: Buffer): Buffer {
  let at = 0;
  let last = -1;
  for (;;) {
    const length = oggPageLength(data, at);
    if (length <= 0 || at + length > data.length) break;
    last = at;
    at += length;
  }
  if (last < 0) return Buffer.alloc(0);
  const page = data.subarray(last, at);
  const closed = rewritePage(page, {
    flags: pageFlags(page) | OGG_EOS,
    granule: pageGranule(page),
    serial: page.readUInt32LE(14),
    sequence: page.readUInt32LE(18),
  });
  return Buffer.concat([data.subarray(0, last), closed]);
}

/** What Xiph's oggz-validate (Debian's oggz-tools, installed by .ci/run) says of a received Ogg stream. */
export function oggzValidate(data: Buffer): { ok: boolean; report: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-ogg-'));
  const file = path.join(dir, 'received.opus');
  try {
    fs.writeFileSync(file, closedRecording(data));
    const run = spawnSync('oggz-validate', [file], { encoding: 'utf8' });
    if (run.error) throw new Error(`oggz-validate missing (apt-get install oggz-tools): ${run.error.message}`);
    return { ok: run.status === 0, report: `${run.stdout}${run.stderr}`.trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
