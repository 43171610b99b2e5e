import { Router } from 'express';
import { alertFilterSchema, healthSettingsInputSchema } from '../../../../../shared/schemas/admin/health';
import { idParamSchema } from '../../../../../shared/schemas/common/common';
import type { StationContext } from '../../../core/context';
import { webhookRefusal } from '../../../health/webhook';
import { publicAddressesOnly } from '../../../uploads/address-policy';
import { badRequest, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';

/** Alerts (admin banner, history) and the broadcast-health settings. */
export function healthAlertRoutes(ctx: StationContext): Router {
  const { alerts, healthSettings, repos } = ctx;
  const router = Router();
  const WEBHOOK_PRIVATE =
    'La URL del webhook lleva a una red privada o local: las alertas no saldrían nunca. Usa una dirección pública.';

  router.get('/alerts', requireAdmin, (req, res) => {
    const { open, limit } = parse(alertFilterSchema, req.query);
    res.set('Cache-Control', 'no-store').json(open === 'true' ? alerts.open() : alerts.recent(limit ?? 100));
  });

  router.get('/admin/health/settings', requireAdmin, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(healthSettings.view());
  });

  router.put('/admin/health/settings', requireAdmin, async (req, res) => {
    const patch = parse(healthSettingsInputSchema, req.body ?? {});
    // Deliveries go only where URL imports may go; a URL that could never be reached is refused now, not found
    // out from the server log after the first silent night.
    const policy = ctx.downloadAddressPolicy ?? publicAddressesOnly;
    if (patch.alertWebhookUrl && (await webhookRefusal(patch.alertWebhookUrl, policy)))
      throw badRequest(WEBHOOK_PRIVATE, 'alertWebhookUrl');
    healthSettings.update(patch);
    // The webhook URL may hold a secret path: the audit log says only which settings changed.
    repos.audit.record(actor(res), 'health.settings', Object.keys(patch).join(', '));
    res.json(healthSettings.view());
  });

  router.post('/admin/health/metrics-token', requireAdmin, (_req, res) => {
    healthSettings.rotateMetricsToken();
    repos.audit.record(actor(res), 'health.metrics-token', 'Token de métricas renovado');
    res.json(healthSettings.view());
  });

  const silent = repos.silentTracks;
  router.get('/admin/health/silent-tracks', requireAdmin, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(silent.list());
  });

  router.post('/admin/health/silent-tracks/:id/restore', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const track = silent.list().find((t) => t.id === id);
    if (!track || !silent.restore(id)) throw notFound('El tema no está marcado como silencioso.');
    repos.audit.record(actor(res), 'track.restore', `«${track.title}» vuelve a la rotación`);
    res.status(204).end();
  });

  return router;
}
