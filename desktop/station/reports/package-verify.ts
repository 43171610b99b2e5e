import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import type yauzl from 'yauzl';
import { type PackageCheck, packageManifestSchema } from '../../../shared/schemas/inspection';

/** Names the package itself adds beside the listed files. */
export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.sig';
export const PUBLIC_KEY = 'public-key.pem';

/** The fingerprint of a key (either half): SHA-256 of the public key's SPKI DER. */
export const keySha256 = (key: KeyObject): string =>
  createHash('sha256')
    .update((key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' }))
    .digest('hex');

/** Every entry of a ZIP, hashed as it is read (audio is big: nothing is held but the small files' bytes). */
async function readEntries(file: string): Promise<Map<string, { sha256: string; bytes: number; small?: Buffer }>> {
  const { default: unzip } = await import('yauzl'); // loaded on first use: verifying is rare
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    unzip.open(file, { lazyEntries: true, strictFileNames: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, { sha256: string; bytes: number; small?: Buffer }>();
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        zip
          .once('entry', resolve)
          .once('end', () => resolve(null))
          .once('error', reject);
        zip.readEntry();
      });
      zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
      if (!entry) break;
      if (entry.fileName.endsWith('/')) continue;
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const hash = createHash('sha256');
      const kept: Buffer[] = [];
      let bytes = 0;
      const small = [MANIFEST, SIGNATURE, PUBLIC_KEY].includes(entry.fileName);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        if (small && bytes <= 1_000_000) kept.push(chunk);
      }
      entries.set(entry.fileName, {
        sha256: hash.digest('hex'),
        bytes,
        small: small ? Buffer.concat(kept) : undefined,
      });
    }
  } finally {
    zip.close();
  }
  return entries;
}

/**
 * Checks an inspection package: manifest.sig is the Ed25519 signature of manifest.json's bytes by the station's
 * key (the one given, or else the copy in the package, which proves integrity but not who signed), every listed
 * file is there with its SHA-256 and size, and nothing unlisted rides along.
 */
export async function verifyPackage(file: string, trustedKeyPem?: string): Promise<PackageCheck> {
  const problems: string[] = [];
  let entries: Awaited<ReturnType<typeof readEntries>>;
  try {
    entries = await readEntries(file);
  } catch (error) {
    return { valid: false, problems: [`No es un ZIP legible: ${(error as Error).message}`], manifest: null };
  }
  const manifestBytes = entries.get(MANIFEST)?.small;
  const signature = entries.get(SIGNATURE)?.small;
  if (!manifestBytes) return { valid: false, problems: ['Falta manifest.json.'], manifest: null };
  let manifest = null;
  try {
    const parsed = packageManifestSchema.safeParse(JSON.parse(manifestBytes.toString('utf8')));
    if (parsed.success) manifest = parsed.data;
    else problems.push('manifest.json no tiene el formato de un paquete de inspección.');
  } catch {
    problems.push('manifest.json no es JSON válido.');
  }
  const keyPem = trustedKeyPem ?? entries.get(PUBLIC_KEY)?.small?.toString('utf8');
  let key: KeyObject | null = null;
  try {
    key = keyPem ? createPublicKey(keyPem) : null;
  } catch {
    problems.push('La clave pública no es una clave válida.');
  }
  if (!key) problems.push('No hay clave pública con la que comprobar la firma.');
  else if (!signature) problems.push('Falta manifest.sig.');
  else {
    const bytes = Buffer.from(signature.toString('utf8').trim(), 'base64');
    if (!verify(null, manifestBytes, key, bytes)) problems.push('La firma de manifest.json no es válida.');
    if (manifest && manifest.keySha256 !== keySha256(key))
      problems.push('El manifiesto nombra otra clave de firma que la usada para comprobarlo.');
  }
  if (manifest) {
    for (const listed of manifest.files) {
      const found = entries.get(listed.name);
      if (!found) problems.push(`Falta ${listed.name}.`);
      else if (found.sha256 !== listed.sha256 || found.bytes !== listed.bytes)
        problems.push(`${listed.name} ha cambiado: su SHA-256 no es el del manifiesto.`);
    }
    const listedNames = new Set([...manifest.files.map((f) => f.name), MANIFEST, SIGNATURE, PUBLIC_KEY]);
    for (const name of entries.keys()) if (!listedNames.has(name)) problems.push(`${name} no está en el manifiesto.`);
  }
  return { valid: problems.length === 0, problems, manifest };
}
