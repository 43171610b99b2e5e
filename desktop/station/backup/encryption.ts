import crypto from 'node:crypto';
import fs from 'node:fs';
import { Duplex, PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import type { Identity, Recipient } from 'age-encryption';

/**
 * Backups hold the stream key, the metrics token, push passwords, webhook URLs and Difusión's tokens (Mastodon,
 * Telegram, TuneIn, Discord and webhook secrets, in broadcast_targets). With a passphrase set
 * (EMISORA_BACKUP_PASSPHRASE) the archive is an age file (age-encryption.org/v1, scrypt recipient): the `age` tool
 * opens it (`age -d copia.tar.gz.age > copia.tar.gz`) and so does `--restore` with the same passphrase.
 */
export const AGE_MAGIC = 'age-encryption.org/v1';
export const ENCRYPTED_SUFFIX = '.age';

/** age's own default work factor: 2^18, about a second of a modern core per guess. */
const SCRYPT_LOG_N = 18;
const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(crypto.scrypt);

/**
 * The library's passphrase recipient derives the key with a pure-JavaScript scrypt that holds the thread for about
 * four seconds, and the backup is made on the thread that runs the air. This one produces the same stanza (age's
 * scrypt recipient, byte for byte the spec's) with Node's scrypt, which runs in the thread pool.
 */
function scryptRecipient(passphrase: string, Stanza: typeof import('age-encryption').Stanza): Recipient {
  return {
    async wrapFileKey(fileKey) {
      const salt = crypto.randomBytes(16);
      const N = 2 ** SCRYPT_LOG_N;
      const key = await scrypt(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), 32, {
        N,
        r: 8,
        p: 1,
        maxmem: 256 * N * 8,
      });
      const cipher = crypto.createCipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: 16 });
      const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
      return [new Stanza(['scrypt', salt.toString('base64').replace(/=+$/, ''), String(SCRYPT_LOG_N)], body)];
    },
  };
}

// age's own ceiling for the work factor it will try: a crafted header cannot make the station derive for minutes.
const MAX_SCRYPT_LOG_N = 20;
const SCRYPT_LABEL = `${AGE_MAGIC}/scrypt`;

/**
 * The library's passphrase identity holds the thread for seconds as its recipient does, and a restore chosen in the
 * admin is opened while the station is on air: this one unwraps age's scrypt stanza (the spec's rules: the only
 * stanza, a 16-byte salt, a bounded work factor) with Node's scrypt in the thread pool.
 */
function scryptIdentity(passphrase: string): Identity {
  return {
    async unwrapFileKey(stanzas) {
      const stanza = stanzas.find((s) => s.args[0] === 'scrypt');
      if (!stanza) return null;
      const [, saltText = '', logText = ''] = stanza.args;
      const salt = Buffer.from(saltText, 'base64');
      if (stanzas.length !== 1 || stanza.args.length !== 3 || salt.length !== 16 || !/^[1-9][0-9]*$/.test(logText))
        throw new Error('invalid scrypt stanza');
      const logN = Number(logText);
      if (logN > MAX_SCRYPT_LOG_N) throw new Error('scrypt work factor is too high');
      if (stanza.body.length !== 32) throw new Error('invalid scrypt stanza');
      const N = 2 ** logN;
      const key = await scrypt(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), 32, {
        N,
        r: 8,
        p: 1,
        maxmem: 256 * N * 8,
      });
      const body = Buffer.from(stanza.body);
      const decipher = crypto.createDecipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: 16 });
      decipher.setAuthTag(body.subarray(16));
      try {
        return new Uint8Array(Buffer.concat([decipher.update(body.subarray(0, 16)), decipher.final()]));
      } catch {
        return null;
      }
    },
  };
}

/** A stream that turns what is written to it into an age file encrypted with `passphrase`. */
export async function encryptingStream(passphrase: string): Promise<Duplex> {
  // Loaded on first use: the library costs the serving process about 15 MiB, and most stations never encrypt.
  const { Encrypter, Stanza } = await import('age-encryption');
  const encrypter = new Encrypter();
  encrypter.addRecipient(scryptRecipient(passphrase, Stanza));
  const plain = new PassThrough();
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>);
  return Duplex.from({ writable: plain, readable: Readable.fromWeb(sealed as unknown as WebReadableStream) });
}

/** Whether a file is an age file (its first line says so). */
export function isEncryptedArchive(file: string): boolean {
  const head = Buffer.alloc(AGE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === AGE_MAGIC;
  } finally {
    fs.closeSync(fd);
  }
}

export class WrongPassphraseError extends Error {}

/** The plaintext of an age file, streamed; rejects with WrongPassphraseError when the passphrase does not open it. */
export async function decryptingStream(file: string, passphrase: string): Promise<Readable> {
  const { Decrypter } = await import('age-encryption');
  const decrypter = new Decrypter();
  decrypter.addIdentity(scryptIdentity(passphrase));
  const sealed = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
  try {
    return Readable.fromWeb((await decrypter.decrypt(sealed)) as unknown as WebReadableStream);
  } catch (error) {
    await sealed.cancel().catch(() => {});
    throw new WrongPassphraseError((error as Error).message);
  }
}
