import { execFile } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { PACKAGE_FORMAT, type PackageCheck, type PackageManifest } from '../../../shared/schemas/reports/inspection';
import { adminSuite } from '../../../testing/station/admin-helpers';
import { keySha256, MANIFEST, PUBLIC_KEY, SIGNATURE, verifyPackage } from './package-verify';
import { stationSigningKey } from './station-key';

/**
 * Forgeries a careful attacker makes with a genuine package at hand: a second entry of a listed name (the tampered
 * copy first, so `unzip` shows it while a reader keeping the last entry checks the genuine one), entries the
 * manifest does not list, and a package re-signed with the forger's own key and carrying that key.
 */
const suite = adminSuite();
const run = promisify(execFile);
const cwd = path.resolve(__dirname, '../../..');
const CSV = 'registro.csv';
const GENUINE = Buffer.from('hora;título\n10:00;Mar de fons\n');
const TAMPERED = Buffer.from('hora;título\n10:00;Otra cosa\n');

type Entry = [name: string, data: Buffer];

/** A package as the station makes it, signed by `key`, with the entries given in that order (listed or not). */
function signedEntries(key: KeyObject, files: Entry[], extra: Entry[] = []): Entry[] {
  const manifest: PackageManifest = {
    format: PACKAGE_FORMAT,
    station: { name: 'Ràdio Portbou', frequencyMHz: 107.5, town: 'Portbou', licence: '' },
    window: { from: '2026-11-24T10:00:00.000Z', to: '2026-11-24T11:00:00.000Z', timeZone: 'Europe/Madrid' },
    exportedAt: '2026-11-24T12:00:00.000Z',
    exportedBy: 'admin',
    audio: { covered: [], gaps: [] },
    keySha256: keySha256(key),
    files: files.map(([name, data]) => ({
      name,
      sha256: createHash('sha256').update(data).digest('hex'),
      bytes: data.length,
    })),
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest));
  const publicPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  return [
    ...extra,
    ...files,
    [MANIFEST, manifestBytes],
    [SIGNATURE, Buffer.from(`${sign(null, manifestBytes, key).toString('base64')}\n`)],
    [PUBLIC_KEY, Buffer.from(publicPem)],
  ];
}

async function zipOf(entries: Entry[], name: string, comment?: string): Promise<string> {
  const file = path.join(suite.fx.dir, name);
  const zip = new yazl.ZipFile();
  for (const [entryName, data] of entries)
    if (entryName.endsWith('/')) zip.addEmptyDirectory(entryName);
    else zip.addBuffer(data, entryName);
  zip.end({ forceZip64Format: false, comment: comment ?? '' });
  const out = fs.createWriteStream(file);
  zip.outputStream.pipe(out);
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
  return file;
}

const stationKey = () => stationSigningKey(suite.station.context.config.dataDir);

async function checkOnStation(file: string): Promise<PackageCheck> {
  const res = await suite.client.sendInvalid('reports.verifyPackage', {
    body: new Blob([fs.readFileSync(file)]),
    headers: { 'Content-Type': 'application/zip' },
  });
  expect(res.status).toBe(200);
  return res.data as PackageCheck;
}

const cli = (args: string[]) =>
  run('node', ['bin/emisora-verify.mjs', ...args], { cwd }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

describe('the package verifier refuses forgeries', () => {
  it('refuses two entries of one name, the tampered copy first: in the library, the CLI and the admin check', async () => {
    const { privateKey, publicKeyPem } = stationKey();
    const forged = await zipOf(signedEntries(privateKey, [[CSV, GENUINE]], [[CSV, TAMPERED]]), 'duplicate.zip');
    // What an inspector's `unzip` would show is the tampered copy.
    const shown = await run('unzip', ['-p', forged, CSV]).catch(() => null);
    if (shown) expect(shown.stdout).toContain('Otra cosa');

    const check = await verifyPackage(forged, publicKeyPem);
    expect(check.valid).toBe(false);
    expect(check.problems).toContain(`${CSV} aparece dos veces en el ZIP.`);
    expect((await checkOnStation(forged)).valid).toBe(false);
    const keyFile = path.join(suite.fx.dir, 'station.pem');
    fs.writeFileSync(keyFile, publicKeyPem);
    for (const args of [[forged], [forged, '--key', keyFile]]) {
      const result = await cli(args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stdout).toContain(`${CSV} aparece dos veces en el ZIP.`);
    }
  }, 30_000);

  it('refuses a directory entry or any name the manifest does not list', async () => {
    const { privateKey, publicKeyPem } = stationKey();
    const withFolder = await zipOf(
      signedEntries(privateKey, [[CSV, GENUINE]], [['audio/', Buffer.alloc(0)]]),
      'folder.zip',
    );
    const check = await verifyPackage(withFolder, publicKeyPem);
    expect(check.valid).toBe(false);
    expect(check.problems).toContain('audio/ no está en el manifiesto.');
  });

  it('refuses bytes outside every entry: a local entry the directory hides, or a comment', async () => {
    const { privateKey, publicKeyPem } = stationKey();
    const genuine = fs.readFileSync(await zipOf(signedEntries(privateKey, [[CSV, GENUINE]]), 'genuine.zip'));
    expect((await verifyPackage(path.join(suite.fx.dir, 'genuine.zip'), publicKeyPem)).valid).toBe(true);
    // A tampered copy slipped in before the central directory (the end record's offset moved past it): readers that
    // walk the local headers, as streaming unzippers do, find it; the central directory does not list it.
    const end = genuine.length - 22;
    const directoryAt = genuine.readUInt32LE(end + 16);
    const hidden = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from(CSV), TAMPERED]);
    const smuggled = Buffer.concat([genuine.subarray(0, directoryAt), hidden, genuine.subarray(directoryAt)]);
    smuggled.writeUInt32LE(directoryAt + hidden.length, smuggled.length - 22 + 16);
    const smuggledFile = path.join(suite.fx.dir, 'smuggled.zip');
    fs.writeFileSync(smuggledFile, smuggled);
    expect((await verifyPackage(smuggledFile, publicKeyPem)).problems).toEqual([
      'El ZIP contiene datos fuera de sus entradas.',
    ]);
    const commented = await zipOf(signedEntries(privateKey, [[CSV, GENUINE]]), 'comment.zip', 'Firmado y válido');
    expect((await verifyPackage(commented, publicKeyPem)).problems).toEqual([
      'El ZIP contiene datos fuera de sus entradas.',
    ]);
  });

  it('without --key, a package re-signed with its own key is not vouched for: exit 3 and the fingerprint to compare', async () => {
    const forger = generateKeyPairSync('ed25519').privateKey;
    const resigned = await zipOf(signedEntries(forger, [[CSV, TAMPERED]]), 'resigned.zip');
    const unpinned = await cli([resigned]);
    expect(unpinned.code).toBe(3);
    expect(unpinned.stdout).not.toMatch(/^VÁLIDO/m);
    expect(unpinned.stdout).toContain('no se puede garantizar quién lo firmó');
    const forgerPrint = keySha256(forger);
    expect(unpinned.stdout.replace(/[ :]/g, '')).toContain(forgerPrint);

    // The station's own package unpinned: also exit 3, with the station's fingerprint, which the admin reads.
    const own = await zipOf(signedEntries(stationKey().privateKey, [[CSV, GENUINE]]), 'own.zip');
    const ownUnpinned = await cli([own]);
    expect(ownUnpinned.code).toBe(3);
    const settings = (await suite.client.call('reports.settings')) as { keySha256: string };
    expect(settings.keySha256).toBe(keySha256(stationKey().privateKey));
    expect(ownUnpinned.stdout.replace(/[ :]/g, '')).toContain(settings.keySha256);

    // Pinned to the station's key: the forgery fails (exit 1), the genuine one is valid (exit 0).
    const keyFile = path.join(suite.fx.dir, 'station-pinned.pem');
    fs.writeFileSync(keyFile, stationKey().publicKeyPem);
    expect((await cli([resigned, '--key', keyFile])).code).toBe(1);
    const pinned = await cli([own, '--key', keyFile]);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).toContain('VÁLIDO');
  }, 60_000);
});
