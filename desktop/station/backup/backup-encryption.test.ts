import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Decrypter } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { ConfigError, describeConfig, loadConfig } from '../config/config';
import { downloadBackup as stageAndDownload } from '../../../testing/station/backup-download';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { AGE_MAGIC, decryptingStream, WrongPassphraseError } from './encryption';
import { tableRowCounts } from './manifest';
import { RestoreError, restoreBackup } from './restore';
import { apiClient } from '../../../testing/station/api-client';

const PASSPHRASE = 'faro niebla gaviota espigón';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-backup-age-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let station: TestStation;
let cookie: string;
let archive: string;
let streamKey: string;
/** A Difusión token: a secret like the stream key, so it travels in the backup only sealed. */
const MASTODON_TOKEN = 'difusion-token-Qw7Lm2';

beforeAll(async () => {
  station = await startTestStation(
    { backupPassphrase: PASSPHRASE },
    { createBroadcast: () => createOfflineBroadcast() },
  );
  cookie = await station.login();
  streamKey = station.context.repos.settings.streaming().streamKey;
  station.context.repos.broadcastTargets.create({
    ...{ kind: 'mastodon', name: 'Mastodon', enabled: true, events: ['song'], templates: {}, minIntervalSeconds: 60 },
    ...{ instanceUrl: 'https://mastodon.example', secret: MASTODON_TOKEN },
  });
});
afterAll(() => station?.close());

/** The admin's download of a backup (the one place to change if the route's shape changes). */
const downloadBackup = () => stageAndDownload(apiClient(station, cookie));

const refusal = (file: string, passphrase?: string) =>
  restoreBackup(file, path.join(work, `destino-${Math.random().toString(36).slice(2)}`), { passphrase }).then(
    () => undefined,
    (e: unknown) => e as Error,
  );

describe('backups with EMISORA_BACKUP_PASSPHRASE', () => {
  it('tells the backup screen whether archives are encrypted (admins only)', async () => {
    expect((await apiClient(station).send('admin.backupEncryption')).status).toBe(401);
    const answer = await apiClient(station, cookie).send('admin.backupEncryption');
    expect(answer.data).toEqual({ encrypted: true });
    const plain = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
    try {
      const res = await apiClient(plain, await plain.login()).send('admin.backupEncryption');
      expect(res.data).toEqual({ encrypted: false });
    } finally {
      await plain.close();
    }
  });

  it('downloads an age file that age opens with the passphrase, holding the tar.gz with the secrets', async () => {
    const res = await downloadBackup();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="?emisora-copia-[\d-]+\.tar\.gz\.age"?$/);
    const sealed = Buffer.from(await res.arrayBuffer());
    archive = path.join(work, 'copia.tar.gz.age');
    fs.writeFileSync(archive, sealed);
    expect(sealed.subarray(0, 32).toString('latin1')).toMatch(new RegExp(`^${AGE_MAGIC}\n-> scrypt `));
    // The stock library's own passphrase identity opens it: the file is standard age, not ours alone.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(PASSPHRASE);
    const tarball = zlib.gunzipSync(await decrypter.decrypt(sealed));
    expect(tarball.includes(Buffer.from(streamKey))).toBe(true);
    expect(sealed.includes(Buffer.from(streamKey))).toBe(false);
    expect(tarball.includes(Buffer.from(MASTODON_TOKEN))).toBe(true);
    expect(sealed.includes(Buffer.from(MASTODON_TOKEN))).toBe(false);
    const wrong = new Decrypter();
    wrong.addPassphrase('otra frase cualquiera');
    await expect(wrong.decrypt(sealed)).rejects.toThrow();
  });

  it('refuses to restore it without the passphrase or with another, leaving nothing behind', async () => {
    const before = fs.readdirSync(work).sort();
    const without = await refusal(archive);
    expect(without).toBeInstanceOf(RestoreError);
    expect(without?.message).toBe(
      'the archive is encrypted: set EMISORA_BACKUP_PASSPHRASE to the passphrase it was made with and start again',
    );
    const other = await refusal(archive, 'otra frase cualquiera');
    expect(other?.message).toBe(
      'EMISORA_BACKUP_PASSPHRASE does not open this archive: it was made with another passphrase',
    );
    // One flipped byte in the ciphertext: age's authentication refuses the chunk, nothing is trusted.
    const tampered = Buffer.from(fs.readFileSync(archive));
    tampered[Math.floor(tampered.length / 2)]! ^= 0x01;
    const tamperedFile = path.join(work, 'alterada.tar.gz.age');
    fs.writeFileSync(tamperedFile, tampered);
    const altered = await refusal(tamperedFile, PASSPHRASE);
    expect(altered).toBeInstanceOf(RestoreError);
    expect(altered?.message).toMatch(/^the archive is damaged or incomplete/);
    expect(fs.readdirSync(work).sort()).toEqual([...before, 'alterada.tar.gz.age'].sort());
  });

  it('opens it without holding the thread the air runs on (a restore chosen while on air)', async () => {
    // The bus writes a frame every 20 ms: a timer's longest gap while the key is derived says what the air would miss.
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 20);
    try {
      const plain = await decryptingStream(archive, PASSPHRASE);
      const chunks: Buffer[] = [];
      for await (const chunk of plain) chunks.push(chunk as Buffer);
      expect(zlib.gunzipSync(Buffer.concat(chunks)).includes(Buffer.from(streamKey))).toBe(true);
      await expect(decryptingStream(archive, 'otra frase cualquiera')).rejects.toBeInstanceOf(WrongPassphraseError);
    } finally {
      clearInterval(tick);
    }
    // age's scrypt at its work factor holds a core for about a second when derived on the thread.
    expect(longest).toBeLessThan(400);
  });

  it('restores it with the passphrase: the same rows, the same stream key', async () => {
    const restored = await startTestStation(
      { restore: archive, backupPassphrase: PASSPHRASE },
      { createBroadcast: () => createOfflineBroadcast() },
    );
    try {
      expect(restored.context.repos.settings.streaming().streamKey).toBe(streamKey);
      expect(restored.context.repos.broadcastTargets.list().map((t) => t.secret)).toEqual([MASTODON_TOKEN]);
      expect(tableRowCounts(restored.context.db).tracks).toBe(tableRowCounts(station.context.db).tracks);
    } finally {
      await restored.close();
    }
  });

  it('takes the passphrase from the environment only, at least 12 characters, and never prints it', () => {
    const load = (env: Record<string, string>) => loadConfig({ argv: [], env, webRoot: undefined });
    expect(() => load({ EMISORA_BACKUP_PASSPHRASE: 'corta' })).toThrow(ConfigError);
    expect(() => loadConfig({ argv: ['--backup-passphrase', PASSPHRASE], env: {} })).toThrow(ConfigError);
    const config = load({ EMISORA_BACKUP_PASSPHRASE: PASSPHRASE });
    expect(config.backupPassphrase).toBe(PASSPHRASE);
    expect(JSON.stringify(describeConfig(config))).not.toContain(PASSPHRASE);
  });
});
