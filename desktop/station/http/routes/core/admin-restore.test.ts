import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_PASSWORD } from '../../../../../testing/station/admin-helpers';
import { type ApiClient, apiClient } from '../../../../../testing/station/api-client';
import { hashPassword } from '../../../auth/passwords';
import { type RestartableStation, startRestartableStation } from '../../../../../testing/station/restartable-station';
import { writeBackupArchive } from '../../../backup/archive';
import { takeSnapshot } from '../../../backup/snapshot';

const PASSPHRASE = 'faro niebla gaviota espigón';

/**
 * Restoring a backup from Configuración on a station run as the CLI runs it: kept on the station or uploaded, checked
 * as --restore checks it while on air, refused with a 4xx that says why (nothing changed), or swapped in by a restart
 * of the core with the data before it kept beside.
 */
describe('restoring a backup from the admin', () => {
  let station: RestartableStation;
  let api: ApiClient;
  const parent = () => path.dirname(station.dataDir);
  const beside = () => fs.readdirSync(parent()).sort();
  const shelf = () => api.call('core.backups');
  const sourceNames = () =>
    station
      .current()
      .context.repos.sources.list()
      .map((s) => s.name);
  const addSource = (name: string) =>
    station.current().context.repos.sources.create({ name, url: 'https://example.org/radio.mp3', isActive: true });

  // Archives made for the test live apart from the station's folders, as a download on the admin's computer would.
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-restore-downloads-'));
  beforeAll(async () => {
    station = await startRestartableStation();
    api = apiClient(station, await station.login());
  });
  afterAll(async () => {
    await station?.close();
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  /** An archive of the station as it is now, written outside the station's folders (as a download would be). */
  async function archiveOfNow(name: string, passphrase?: string): Promise<string> {
    const { context } = station.current();
    const staging = context.media.tempPath('-test-backup');
    const file = path.join(downloads, name);
    const out = fs.createWriteStream(file);
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    await writeBackupArchive(await takeSnapshot(context.db, context.media, staging), out, new Date(), passphrase);
    await closed;
    fs.rmSync(staging, { recursive: true, force: true });
    return file;
  }

  const upload = (file: Blob, name: string, passphrase?: string) => {
    const form = new FormData();
    form.append('archive', file, name);
    if (passphrase !== undefined) form.append('passphrase', passphrase);
    return api.send('core.restoreUpload', { body: form });
  };

  it('keeps a backup made on the station in the list beside the data folder', async () => {
    expect(await shelf()).toEqual({ folder: `${station.dataDir}.backups`, backups: [] });
    addSource('Antes de la copia');
    const res = await api.send('core.saveBackup');
    expect(res.status).toBe(201);
    const saved = res.data!;
    expect(saved).toMatchObject({ name: expect.stringMatching(/^emisora-copia-[\d-]+\.tar\.gz$/), encrypted: false });
    expect((await shelf()).backups).toEqual([saved]);
    expect(fs.statSync(path.join(`${station.dataDir}.backups`, saved.name)).size).toBe(saved.size);
  }, 60_000);

  it('refuses a file that is not a backup, and a damaged one, with a 422 that says why; nothing changes', async () => {
    const before = { beside: beside(), sources: sourceNames(), shelf: await shelf() };
    const notBackup = await upload(new Blob([Buffer.from('ID3 no es una copia')]), 'cancion.mp3');
    expect(notBackup.status).toBe(422);
    expect(notBackup.error).toMatchObject({
      error: 'backup_not_backup',
      message: expect.stringMatching(/^Ese archivo no es una copia de seguridad de Emisora.*No se ha cambiado nada\.$/),
    });
    const whole = fs.readFileSync(await archiveOfNow('entera.tar.gz'));
    const cut = await upload(new Blob([whole.subarray(0, Math.floor(whole.length * 0.6))]), 'cortada.tar.gz');
    expect(cut.status).toBe(422);
    expect(cut.error?.message).toMatch(/^La copia está dañada o incompleta\. No se ha cambiado nada\.$/);
    expect({ beside: beside(), sources: sourceNames(), shelf: await shelf() }).toEqual(before);
  }, 60_000);

  it('an encrypted one: a wrong passphrase is a 422 and the upload waits in the list for the right one', async () => {
    const sealed = fs.readFileSync(await archiveOfNow('cifrada.tar.gz.age', PASSPHRASE));
    const none = await upload(new Blob([sealed]), 'cifrada.tar.gz.age');
    expect(none.status).toBe(422);
    expect(none.error?.error).toBe('backup_encrypted');
    const wrong = await upload(new Blob([sealed]), 'cifrada.tar.gz.age', 'otra frase cualquiera');
    expect(wrong.status).toBe(422);
    expect(wrong.error).toMatchObject({
      error: 'backup_passphrase',
      message: expect.stringContaining('La copia subida queda en la lista'),
    });
    const uploaded = (await shelf()).backups.filter((b) => b.name.startsWith('emisora-subida-'));
    expect(uploaded.map((b) => b.encrypted)).toEqual([true, true]);
    expect(beside().filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 60_000);

  it('restores one from the list: the core restarts on it, the data before it kept beside', async () => {
    const { backups } = await shelf();
    const plain = backups.find((b) => b.name.startsWith('emisora-copia-'))!;
    addSource('Después de la copia');
    const restarted = station.nextStart();
    const res = await api.send('core.restoreSaved', { params: { name: plain.name }, body: {} });
    expect(res.status).toBe(202);
    expect(res.data).toEqual({
      restarting: true,
      message: expect.stringMatching(/^Copia del .* comprobada .*La emisora se reinicia con ella/),
    });
    const handle = await restarted;
    expect(sourceNames()).toContain('Antes de la copia');
    expect(sourceNames()).not.toContain('Después de la copia');
    const [previous] = beside().filter((name) => name.startsWith('data.before-restore-'));
    expect(previous).toBeDefined();
    expect(beside().filter((name) => name.includes('.restoring-'))).toEqual([]);
    // The restored data says what happened, in its own activity log; the list is still there.
    const activity = handle.context.repos.audit.recent(3).map((e) => [e.action, e.username]);
    expect(activity[0]).toEqual(['backup.restore', 'admin']);
    expect((await shelf()).backups.map((b) => b.name)).toContain(plain.name);
  }, 60_000);

  it('restores the encrypted upload from the list with its passphrase', async () => {
    const encrypted = (await shelf()).backups.find((b) => b.encrypted)!;
    const restarted = station.nextStart();
    const res = await api.send('core.restoreSaved', {
      params: { name: encrypted.name },
      body: { passphrase: PASSPHRASE },
    });
    expect(res.status).toBe(202);
    await restarted;
    expect(beside().filter((name) => name.startsWith('data.before-restore-'))).toHaveLength(2);
  }, 60_000);

  it('names only kept backups, and is for admins only', async () => {
    const missing = await api.send('core.restoreSaved', {
      params: { name: 'emisora-copia-2020-01-01-0000.tar.gz' },
      body: {},
    });
    expect(missing.status).toBe(404);
    // fillPath encodes the name: the slashes reach the route as part of the one parameter.
    const traversal = await api.send('core.restoreSaved', { params: { name: '../data/emisora.db' }, body: {} });
    expect(traversal.status).toBe(400);
    const { users } = station.current().context.repos;
    users.create('editor', await hashPassword(EDITOR_PASSWORD), false);
    const editor = api.as(await station.login('editor', EDITOR_PASSWORD));
    expect((await editor.send('core.backups')).status).toBe(403);
    expect((await editor.sendInvalid('core.restoreUpload', {})).status).toBe(403);
    expect((await api.as(undefined).send('core.backups')).status).toBe(401);
  }, 60_000);
});
