import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import type yauzl from 'yauzl';
import { type PackageCheck, packageManifestSchema } from '../../../shared/schemas/reports/inspection';

/** Names the package itself adds beside the listed files. */
export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.sig';
export const PUBLIC_KEY = 'public-key.pem';

/** The fingerprint of a key (either half): SHA-256 of the public key's SPKI DER. */
export const keySha256 = (key: KeyObject): string =>
  createHash('sha256')
    .update((key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' }))
    .digest('hex');

interface ZipEntryRead {
  sha256: string;
  bytes: number;
  small?: Buffer;
}

/** Where an entry lies in the file: its local header to the end of its data (a data descriptor may follow). */
interface Span {
  start: number;
  end: number;
  descriptor: boolean;
}

// A data descriptor (after an entry streamed in, bit 3 of its flags) is 12 to 24 bytes; the end of central directory
// record is 22 bytes, with the ZIP64 record and locator 98.
const MAX_DESCRIPTOR = 24;
const END_RECORDS = [22, 22 + 56 + 20];

/**
 * Bytes no entry accounts for: another local entry that tools reading the file front to back (streaming unzippers)
 * would show, a prefix, or a comment. The station's packages are entries end to end, then the central directory.
 */
function hiddenBytes(spans: Span[], directory: { start: number; end: number; fileSize: number }): boolean {
  // Where the previous entry ended, and whether a data descriptor may fill the bytes up to the next one.
  let at = 0;
  let descriptor = false;
  const gapHides = (next: number) => next < at || (next > at && (!descriptor || next - at > MAX_DESCRIPTOR));
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (gapHides(span.start)) return true;
    ({ end: at, descriptor } = span);
  }
  return gapHides(directory.start) || !END_RECORDS.includes(directory.fileSize - directory.end);
}

/**
 * Every entry of a ZIP, hashed as it is read (audio is big: nothing is held but the small files' bytes), and what
 * makes the ZIP show something other than what is checked: a name twice (`unzip` extracts the first, a map keeps
 * the last), a local header naming another file than the directory, bytes outside every entry.
 */
async function readEntries(file: string): Promise<{ entries: Map<string, ZipEntryRead>; problems: string[] }> {
  const { default: unzip } = await import('yauzl'); // loaded on first use: verifying is rare
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    unzip.open(file, { lazyEntries: true, strictFileNames: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const cursor = () => zip.readEntryCursor as unknown as number; // mistyped as boolean in @types/yauzl
  const directoryStart = cursor();
  const entries = new Map<string, ZipEntryRead>();
  const problems: string[] = [];
  const spans: Span[] = [];
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
      if (entries.has(entry.fileName)) problems.push(`${entry.fileName} aparece dos veces en el ZIP.`);
      const local = await new Promise<yauzl.LocalFileHeader>((resolve, reject) =>
        zip.readLocalFileHeader(entry, (error, header) => (error ? reject(error) : resolve(header))),
      );
      if (!local.fileName.equals(Buffer.from(entry.fileName)))
        problems.push(`${entry.fileName} lleva otro nombre en su cabecera local.`);
      spans.push({
        start: entry.relativeOffsetOfLocalHeader,
        end: local.fileDataStart + entry.compressedSize,
        descriptor: (entry.generalPurposeBitFlag & 0x8) !== 0,
      });
      entries.set(entry.fileName, await hashEntry(zip, entry));
    }
    if (zip.comment !== '' || hiddenBytes(spans, { start: directoryStart, end: cursor(), fileSize: zip.fileSize }))
      problems.push('El ZIP contiene datos fuera de sus entradas.');
  } finally {
    zip.close();
  }
  return { entries, problems };
}

async function hashEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<ZipEntryRead> {
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
  return { sha256: hash.digest('hex'), bytes, small: small ? Buffer.concat(kept) : undefined };
}

/** A package's check, and the fingerprint of the key its signature was checked with (null: no usable key). */
export type PackageVerdict = PackageCheck & { signerKeySha256: string | null };

/**
 * Checks an inspection package: manifest.sig is the Ed25519 signature of manifest.json's bytes by the station's
 * key (the one given, or else the copy in the package, which proves integrity but not who signed), every listed
 * file is there with its SHA-256 and size, and nothing unlisted rides along.
 */
export async function verifyPackage(file: string, trustedKeyPem?: string): Promise<PackageVerdict> {
  let read: Awaited<ReturnType<typeof readEntries>>;
  try {
    read = await readEntries(file);
  } catch (error) {
    const problem = `No es un ZIP legible: ${(error as Error).message}`;
    return { valid: false, problems: [problem], manifest: null, signerKeySha256: null };
  }
  const { entries, problems } = read;
  const manifestBytes = entries.get(MANIFEST)?.small;
  const signature = entries.get(SIGNATURE)?.small;
  if (!manifestBytes)
    return { valid: false, problems: [...problems, 'Falta manifest.json.'], manifest: null, signerKeySha256: null };
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
  return { valid: problems.length === 0, problems, manifest, signerKeySha256: key ? keySha256(key) : null };
}
