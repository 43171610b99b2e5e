import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageCheckSchema, type PackageManifest } from '../../../shared/schemas/reports/inspection';
import { runFfmpeg } from '../ffmpeg/run';
import { newRecordingFile, recordingsRoot } from '../recording/paths';
import { stationTimeZone } from '../../../shared/station/station-time';
import { adminSuite } from '../../../testing/station/admin-helpers';
import { apiClient } from '../../../testing/station/api-client';
import { decodedDuration } from '../uploads/audio-check';
import { verifyPackage } from './package-verify';

const suite = adminSuite();
const run = promisify(execFile);
// Two logger pieces of 60 s back to back (a restart at 10:01), the window takes the last 30 s of one and 30 of the other.
const T0 = Date.parse('2026-11-24T10:00:00.000Z');
const WINDOW = { from: '2026-11-24T11:00:30+01:00', to: '2026-11-24T11:01:30+01:00' };
let packageFile: string;

async function addLoggerPiece(startedAt: number, frequency: number) {
  const ctx = suite.station.context;
  const root = recordingsRoot(ctx.config.dataDir);
  const fileName = newRecordingFile(root, 'logger', new Date(startedAt), stationTimeZone(ctx.config));
  await runFfmpeg(ctx.ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', `sine=frequency=${frequency}:duration=60:sample_rate=44100`, '-c:a', 'libmp3lame', '-b:a', '32k'],
    path.join(root, fileName),
  ]);
  const id = ctx.repos.recordings.create({
    kind: 'logger',
    title: 'Registro de emisión',
    fileName,
    startedAt: new Date(startedAt).toISOString(),
    bitrateKbps: 32,
  });
  ctx.repos.recordings.finish(id, new Date(startedAt + 60_000).toISOString(), 60, 240_000);
}

const requestPackage = (body: { from: string; to: string }) => suite.client.send('reports.package', { body });
/** The key the station publishes for checking its packages. */
const publicKey = async () => (await apiClient(suite.station).send('reports.publicKey')).text;

/** The package's entries, by name. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: false }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        if (entries.size === zip.entryCount) resolve();
      }),
    );
    zip.on('error', reject);
  });
  zip.close();
  return entries;
}

/** A new ZIP with the same entries, one of them changed (its CRC made right, as a careful forger would). */
async function rezip(entries: Map<string, Buffer>, file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  const out = fs.createWriteStream(file);
  zip.outputStream.pipe(out);
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
}

beforeAll(async () => {
  await addLoggerPiece(T0, 440);
  await addLoggerPiece(T0 + 60_000, 660);
  const { asRun } = suite.station.context.repos;
  const id = asRun.open({
    startedAt: '2026-11-24T10:00:10.000Z',
    kind: 'music',
    trackId: null,
    title: 'Mar de fons',
    artist: 'Els Pescadors',
    album: null,
    show: 'Matinal',
    presenter: 'Núria Vidal',
    campaignId: null,
    campaign: null,
    isrc: 'ESA1B2600001',
  });
  asRun.close(id, '2026-11-24T10:03:00.000Z', 170);
  await suite.client.send('reports.updateSettings', { body: { licence: 'Llicència CAC 123/2019' } });
  // The ZIP is read as bytes: the client's send() would read it as text.
  const res = await suite.client.open('reports.package', { body: WINDOW });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  packageFile = path.join(suite.fx.dir, 'package.zip');
  fs.writeFileSync(packageFile, Buffer.from(await res.arrayBuffer()));
}, 60_000);

describe('inspection package', () => {
  it('holds the window of logger audio joined without re-encoding, the as-run log and a signed manifest', async () => {
    const entries = await unzip(packageFile);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as PackageManifest;
    expect(manifest.station).toMatchObject({ name: 'Ràdio Portbou', licence: 'Llicència CAC 123/2019' });
    expect(manifest.window).toMatchObject({ from: '2026-11-24T10:00:30.000Z', to: '2026-11-24T10:01:30.000Z' });
    expect(manifest.exportedBy).toBe('admin');
    expect(manifest.audio.gaps).toEqual([]);
    const names = manifest.files.map((file) => file.name).sort();
    expect(names).toEqual([
      'audio/registro-emision_2026-11-24_1100-1101.mp3',
      'registro-emision_2026-11-24_1100-1101.csv',
      'registro-emision_2026-11-24_1100-1101.pdf',
    ]);
    const audio = path.join(suite.fx.dir, 'cut.mp3');
    fs.writeFileSync(audio, entries.get(names[0]!)!);
    const seconds = await decodedDuration(suite.station.context.ffmpegPath, audio);
    expect(seconds).toBeGreaterThan(59.5);
    expect(seconds).toBeLessThan(60.5);
    // Copied, not re-encoded: still the logger's 32 kbps (60 s ≈ 240 kB, where the air's 128 kbps would be ~960 kB).
    expect(entries.get(names[0]!)!.length).toBeLessThan(260_000);
    expect(entries.get(names[1]!)!.toString()).toContain('Mar de fons');
    // The signature is checked against the key the station publishes.
    const key = await publicKey();
    expect(key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(await verifyPackage(packageFile, key)).toMatchObject({ valid: true, problems: [] });
  });

  it('fails when one byte of any file changes, or a file is added or removed', async () => {
    const entries = await unzip(packageFile);
    for (const name of entries.keys()) {
      if (name === 'public-key.pem') continue;
      const changed = new Map(entries);
      const data = Buffer.from(entries.get(name)!);
      data[Math.floor(data.length / 2)]! ^= 0x01;
      changed.set(name, data);
      const forged = path.join(suite.fx.dir, 'forged.zip');
      await rezip(changed, forged);
      const check = await verifyPackage(forged);
      expect(check.valid, name).toBe(false);
      expect(check.problems.join(' '), name).toMatch(/cambiado|firma|JSON|formato/);
    }
    const extra = new Map(entries).set('nota.txt', Buffer.from('añadido'));
    await rezip(extra, path.join(suite.fx.dir, 'extra.zip'));
    expect((await verifyPackage(path.join(suite.fx.dir, 'extra.zip'))).problems).toContain(
      'nota.txt no está en el manifiesto.',
    );
  });

  it('fails against another station key even when the package is intact', async () => {
    const other = await import('node:crypto').then((c) =>
      c.generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );
    expect((await verifyPackage(packageFile, other)).valid).toBe(false);
  });

  it('npx emisora-verify --key says VÁLIDO (exit 0) for the package and NO VÁLIDO (exit 1) for a forged one', async () => {
    const cwd = path.resolve(__dirname, '../../..');
    const keyFile = path.join(suite.fx.dir, 'station-key.pem');
    fs.writeFileSync(keyFile, await publicKey());
    const ok = await run('node', ['bin/emisora-verify.mjs', packageFile, '--key', keyFile], { cwd });
    expect(ok.stdout).toContain('VÁLIDO: firma correcta y 3 archivos intactos.');
    const entries = await unzip(packageFile);
    const csvName = [...entries.keys()].find((name) => name.endsWith('.csv'))!;
    entries.set(csvName, Buffer.concat([entries.get(csvName)!, Buffer.from(' ')]));
    const forged = path.join(suite.fx.dir, 'forged-cli.zip');
    await rezip(entries, forged);
    const failed = await run('node', ['bin/emisora-verify.mjs', forged], { cwd }).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`${csvName} ha cambiado`);
  }, 30_000);

  it('the admin page check answers valid for this station and not for a forged package', async () => {
    // The body is the ZIP itself; the answer is read with the route's own schema.
    const check = async (file: string) =>
      packageCheckSchema.parse(
        await (
          await suite.client.open('reports.verifyPackage', {
            headers: { 'Content-Type': 'application/zip' },
            rawBody: new Blob([fs.readFileSync(file)]),
          })
        ).json(),
      );
    expect(await check(packageFile)).toMatchObject({ valid: true });
    expect((await check(path.join(suite.fx.dir, 'forged-cli.zip'))).valid).toBe(false);
  });

  it('refuses a window without logger audio, or longer than a week, with a clear message', async () => {
    const none = await requestPackage({ from: '2026-10-01T10:00:00Z', to: '2026-10-01T11:00:00Z' });
    expect(none.status).toBe(404);
    expect(none.error?.message).toContain('fuera de la retención');
    const long = await requestPackage({ from: '2026-11-01T00:00:00Z', to: '2026-11-24T00:00:00Z' });
    expect(long.status).toBe(400);
    expect(long.error?.message).toContain('como máximo 7 días');
  });
});
