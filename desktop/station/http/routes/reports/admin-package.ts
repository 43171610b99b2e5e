import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { reportWindowSchema } from '../../../../../shared/schemas/reports/as-run';
import type { PackageCheck } from '../../../../../shared/schemas/reports/inspection';
import type { StationContext } from '../../../core/context';
import { stationTimeZone } from '../../../../../shared/station/station-time';
import { loggerCuts, writeInspectionPackage } from '../../../reports/inspection-package';
import { keySha256 as keySha256Of, verifyPackage } from '../../../reports/package-verify';
import { stationSigningKey } from '../../../reports/station-key';
import { clientGone } from '../../route-helpers/client-gone';
import { HttpError } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { LICENCE_SETTING, pdfHeading, windowName } from './admin-reports';
import { handle } from '../../route-helpers/handle';

/** A package is audio: a week is 0.6 GB at the logger's default 8 kbps, 9.7 GB at 128 kbps; enough for an inspection. */
export const PACKAGE_MAX_DAYS = 7;
// A package read back for checking: a week of audio at the logger's best quality, with room to spare.
const VERIFY_MAX_BYTES = 12 * 1024 ** 3;

const packageRequestSchema = reportWindowSchema.refine(
  (w) => Date.parse(w.to) - Date.parse(w.from) <= PACKAGE_MAX_DAYS * 86_400_000,
  { message: `Un paquete de inspección abarca como máximo ${PACKAGE_MAX_DAYS} días.`, path: ['to'] },
);

/** The request body into a temp file, refused past the cap (a check never holds a package in memory). */
async function saveBody(req: Request, file: string): Promise<void> {
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > VERIFY_MAX_BYTES) done(new HttpError(413, 'too_large', 'El paquete es demasiado grande.'));
      else done(null, chunk);
    },
  });
  await pipeline(req, cap, fs.createWriteStream(file));
}

/** The inspection package: made, signed, checked; and the key an inspector checks it with. */
export function adminPackageRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'ffmpegPath' | 'media' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();
  const timeZone = stationTimeZone(ctx.config);

  handle(router, 'reports.publicKey', ({ res }) => {
    res.type('application/x-pem-file').send(stationSigningKey(ctx.config.dataDir).publicKeyPem);
  });

  handle(router, 'reports.settings', requireAdmin, ({ res }) => {
    const keySha256 = keySha256Of(stationSigningKey(ctx.config.dataDir).privateKey);
    res.json({ licence: repos.settings.read(LICENCE_SETTING) ?? '', keySha256 });
  });
  handle(router, 'reports.updateSettings', requireAdmin, ({ body: { licence }, res }) => {
    repos.settings.write(LICENCE_SETTING, licence);
    res.json({ licence });
  });

  handle(router, 'reports.package', requireAdmin, async ({ body, res }) => {
    // The table's report window, with this route's own limit on its length.
    const window = parse(packageRequestSchema, body);
    const filter = { from: new Date(window.from).toISOString(), to: new Date(window.to).toISOString() };
    const cuts = loggerCuts(ctx, Date.parse(filter.from), Date.parse(filter.to)).filter(
      (cut) => cut.outpoint > cut.inpoint,
    );
    if (cuts.length === 0)
      throw new HttpError(
        404,
        'no_logger_audio',
        'El registro de audio no tiene grabación en ese periodo: está fuera de la retención o el registro estaba apagado.',
      );
    const baseName = windowName('registro-emision', filter.from, filter.to, timeZone);
    const user = actor(res);
    repos.audit.record(user, 'report.package', `Paquete de inspección ${baseName}`);
    res
      .type('application/zip')
      .set('Content-Disposition', `attachment; filename="${baseName.replace('registro-emision', 'inspeccion')}.zip"`);
    await writeInspectionPackage(
      ctx,
      {
        filter,
        timeZone,
        exportedBy: user.username,
        baseName,
        licence: repos.settings.read(LICENCE_SETTING) ?? '',
        pdfHeading: pdfHeading(ctx, filter, timeZone),
        signal: clientGone(res),
      },
      cuts,
      res,
    );
  });

  handle(router, 'reports.verifyPackage', requireAdmin, async ({ req, res }) => {
    const file = ctx.media.tempPath('.zip');
    try {
      await saveBody(req, file);
      // This station's own key: the admin page answers "did we sign this, unaltered?".
      const { signerKeySha256: _, ...check } = await verifyPackage(
        file,
        stationSigningKey(ctx.config.dataDir).publicKeyPem,
      );
      res.json(check satisfies PackageCheck);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  return router;
}
