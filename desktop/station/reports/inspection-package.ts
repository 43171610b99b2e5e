import { createHash, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { PACKAGE_FORMAT, type PackageManifest } from '../../../shared/schemas/reports/inspection';
import { STATION } from '../../../shared/station/station-facts';
import type { StationContext } from '../core/context';
import { runFfmpeg } from '../ffmpeg/run';
import { recordingPath, recordingsRoot } from '../recording/paths';
import type { AsRunFilter } from '../repos/reports/as-run';
import { AS_RUN_COLUMNS, asRunCells } from './as-run-columns';
import { streamAsRunPdf } from './as-run-pdf';
import { keySha256, MANIFEST, PUBLIC_KEY, SIGNATURE } from './package-verify';
import { stationSigningKey } from './station-key';
import { streamCsv } from './table-exports';
import { isoNow } from '../core/clock';

type Span = { from: number; to: number };

/** The logger pieces that overlap a window, each with the part of it the window takes. */
export function loggerCuts(ctx: Pick<StationContext, 'repos' | 'clock'>, from: number, to: number) {
  const pieces = ctx.repos.recordings
    .list({ kind: 'logger', from: new Date(from).toISOString(), to: new Date(to).toISOString() })
    .reverse();
  return pieces.map((piece) => {
    const start = Date.parse(piece.startedAt);
    const end = piece.endedAt ? Date.parse(piece.endedAt) : ctx.clock.now();
    const span = { from: Math.max(from, start), to: Math.min(to, end) };
    return { piece, span, inpoint: (span.from - start) / 1000, outpoint: (span.to - start) / 1000 };
  });
}

/** The stretches of [from, to) no span covers. */
export function gapsIn(from: number, to: number, spans: readonly Span[]): Span[] {
  const gaps: Span[] = [];
  let at = from;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    // Pieces meet at the hour to within a frame; a hundred milliseconds is not a gap worth naming.
    if (span.from - at > 100) gaps.push({ from: at, to: span.from });
    at = Math.max(at, span.to);
  }
  if (to - at > 100) gaps.push({ from: at, to });
  return gaps;
}

/** The ffmpeg concat list that joins the cut pieces without re-encoding (MP3 frames are copied). */
export function concatList(root: string, cuts: ReturnType<typeof loggerCuts>): string {
  const quote = (file: string) => `'${file.replaceAll("'", "'\\''")}'`;
  return cuts
    .map((cut) =>
      [
        `file ${quote(recordingPath(root, cut.piece.fileName))}`,
        `inpoint ${cut.inpoint.toFixed(3)}`,
        `outpoint ${cut.outpoint.toFixed(3)}`,
      ].join('\n'),
    )
    .join('\n');
}

async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export interface PackageRequest {
  filter: AsRunFilter;
  timeZone: string;
  exportedBy: string;
  baseName: string;
  licence: string;
  pdfHeading: Parameters<typeof streamAsRunPdf>[0];
  signal?: AbortSignal;
}

/**
 * Builds the inspection package in a temp folder (the logger audio cut to the window and joined, the as-run log as
 * CSV and PDF), hashes each file, signs the manifest with the station's key, and streams the ZIP to `out`.
 */
export async function writeInspectionPackage(
  ctx: Pick<StationContext, 'repos' | 'config' | 'media' | 'ffmpegPath' | 'clock'>,
  request: PackageRequest,
  cuts: ReturnType<typeof loggerCuts>,
  out: Writable,
): Promise<void> {
  const dir = ctx.media.tempPath('-package');
  fs.mkdirSync(dir, { recursive: true });
  try {
    const from = Date.parse(request.filter.from);
    const to = Date.parse(request.filter.to);
    const files: Array<{ name: string; path: string; compress: boolean }> = [];
    const audio = { name: `audio/${request.baseName}.mp3`, path: path.join(dir, 'audio.mp3'), compress: false };
    fs.writeFileSync(path.join(dir, 'concat.txt'), concatList(recordingsRoot(ctx.config.dataDir), cuts));
    await runFfmpeg(
      ctx.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-f', 'concat', '-safe', '0', '-i', path.join(dir, 'concat.txt')],
        ...['-map', '0:a', '-c', 'copy', '-f', 'mp3', audio.path],
      ],
      { timeoutMs: 30 * 60_000, signal: request.signal },
    );
    files.push(audio);

    const csv = { name: `${request.baseName}.csv`, path: path.join(dir, 'as-run.csv'), compress: true };
    const rows = (function* () {
      for (const chunk of ctx.repos.asRun.chunks(request.filter))
        yield chunk.map((item) => asRunCells(item, request.timeZone));
    })();
    await streamCsv(AS_RUN_COLUMNS, rows, fs.createWriteStream(csv.path));
    files.push(csv);
    const pdf = { name: `${request.baseName}.pdf`, path: path.join(dir, 'as-run.pdf'), compress: true };
    await streamAsRunPdf(request.pdfHeading, ctx.repos.asRun.chunks(request.filter), fs.createWriteStream(pdf.path));
    files.push(pdf);

    const { privateKey, publicKeyPem } = stationSigningKey(ctx.config.dataDir);
    const covered = cuts.map((cut) => cut.span);
    const iso = (span: Span) => ({ from: new Date(span.from).toISOString(), to: new Date(span.to).toISOString() });
    const manifest: PackageManifest = {
      format: PACKAGE_FORMAT,
      station: { name: STATION.name, frequencyMHz: STATION.frequencyMHz, town: STATION.town, licence: request.licence },
      window: { from: request.filter.from, to: request.filter.to, timeZone: request.timeZone },
      exportedAt: isoNow(ctx.clock),
      exportedBy: request.exportedBy,
      audio: { covered: covered.map(iso), gaps: gapsIn(from, to, covered).map(iso) },
      keySha256: keySha256(privateKey),
      files: await Promise.all(files.map(async (file) => ({ name: file.name, ...(await sha256File(file.path)) }))),
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const signature = sign(null, manifestBytes, privateKey).toString('base64');

    const { default: yazl } = await import('yazl'); // loaded on first use, like the other export libraries
    const zip = new yazl.ZipFile();
    zip.outputStream.pipe(out);
    for (const file of files) zip.addFile(file.path, file.name, { compress: file.compress });
    zip.addBuffer(manifestBytes, MANIFEST);
    zip.addBuffer(Buffer.from(`${signature}\n`), SIGNATURE);
    zip.addBuffer(Buffer.from(publicKeyPem), PUBLIC_KEY);
    zip.end();
    await finished(zip.outputStream);
    if (!out.writableFinished && !out.destroyed) await finished(out).catch(() => undefined);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
