import crypto from 'node:crypto';
import fs from 'node:fs';
import { Router } from 'express';
import { writeBackupArchive } from '../../../backup/archive';
import { backupFileName } from '../../../backup/backup-shelf';
import { type Snapshot, takeSnapshot } from '../../../backup/snapshot';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { plural } from '../../../../../shared/text/plural';
import type { BackupStaged } from '../../../../../shared/schemas/admin/backup-download';
import { dateOf } from '../../../core/clock';
import { handle } from '../../route-helpers/handle';

const BUSY = 'Ya se está preparando una copia de seguridad. Espera a que termine la descarga.';
const NO_STAGED = 'Esta copia ya se descargó o caducó. Pulsa de nuevo «Descargar copia de seguridad».';
const CROSS_SITE = () => new HttpError(403, 'cross_origin', 'Petición rechazada: viene de otro sitio.');

/** How long a staged snapshot waits for its download before it is thrown away and the lock released. */
export const STAGED_BACKUP_TTL_MS = 10 * 60_000;

interface Staged {
  token: string;
  userId: number;
  staging: string;
  snapshot: Snapshot;
  expiry?: NodeJS.Timeout;
}

/**
 * POST /admin/backup freezes the database and media into <data>/tmp and answers a one-time download URL;
 * GET /admin/backup/:token streams that snapshot as one tar.gz. A GET never starts work: an <img> or a link on another
 * site cannot make the admin's browser stage a snapshot (POST is refused cross-site) nor download one (the token is
 * only in the POST's answer, and a cross-site navigation is refused too).
 */
export function adminBackupRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'log' | 'media' | 'repos'>,
): Router {
  const router = Router();
  const log = ctx.log.child('backup');
  // One at a time, from staging to the end of the download: each reads the whole library from the disk the playout
  // reads from, and a staged copy holds hard links to every file.
  let busy = false;
  let staged: Staged | undefined;

  const release = (entry: Staged) => {
    clearTimeout(entry.expiry);
    if (staged === entry) staged = undefined;
    busy = false;
    fs.rmSync(entry.staging, { recursive: true, force: true });
  };

  handle(router, 'admin.backup', requireAdmin, async ({ res }) => {
    // A snapshot staged and never fetched (the tab was closed) gives way to a new one.
    if (staged) release(staged);
    if (busy) throw new HttpError(409, 'backup_running', BUSY);
    busy = true;
    const staging = ctx.media.tempPath('-backup');
    let snapshot: Snapshot;
    try {
      snapshot = await takeSnapshot(ctx.db, ctx.media, staging);
    } catch (error) {
      busy = false;
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const entry: Staged = { token, userId: actor(res).id, staging, snapshot };
    entry.expiry = setTimeout(() => release(entry), STAGED_BACKUP_TTL_MS).unref();
    staged = entry;
    const body: BackupStaged = {
      downloadUrl: `/api/admin/backup/${token}`,
      expiresAt: new Date(ctx.clock.now() + STAGED_BACKUP_TTL_MS).toISOString(),
    };
    res.status(201).set('Cache-Control', 'no-store').json(body);
  });

  handle(router, 'admin.backupDownload', requireAdmin, async ({ params, req, res }) => {
    // The one read that is refused from another site: it hands over every secret the station holds.
    const site = req.get('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw CROSS_SITE();
    const { token } = params;
    const entry = staged;
    if (!entry || !sameToken(entry.token, token) || entry.userId !== actor(res).id) throw notFound(NO_STAGED);
    // One download per token: from here the entry belongs to this response.
    staged = undefined;
    clearTimeout(entry.expiry);
    // 'close' fires when the response ends or the client goes away: either way the staged copy goes.
    res.once('close', () => release(entry));
    const createdAt = dateOf(ctx.clock);
    const { backupPassphrase: passphrase } = ctx.config;
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .attachment(backupFileName(createdAt.getTime(), stationTimeZone(ctx.config), Boolean(passphrase)))
      .type(passphrase ? 'application/octet-stream' : 'application/gzip');
    res.flushHeaders();
    try {
      const manifest = await writeBackupArchive(entry.snapshot, res, createdAt, passphrase);
      ctx.repos.audit.record(
        actor(res),
        'backup.download',
        `Copia de seguridad descargada (${plural(manifest.files.length, { one: '# archivo', other: '# archivos' })})`,
      );
    } catch (error) {
      // Mostly a download cancelled in the browser; the response is already gone.
      log.warn('backup not completed', { error: (error as Error).message });
      res.destroy();
    }
  });

  return router;
}

function sameToken(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
