import { Router } from 'express';
import type { StationContext } from '../../../core/context';
import { webhookRefusal } from '../../../health/webhook';
import { publicAddressesOnly } from '../../../uploads/address-policy';
import { badRequest, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

/** Alerts (admin banner, history) and the broadcast-health settings. */
export function healthAlertRoutes(
  ctx: Pick<StationContext, 'alerts' | 'downloadAddressPolicy' | 'healthSettings' | 'repos'>,
): Router {
  const { alerts, healthSettings, repos } = ctx;
  const router = Router();
  const WEBHOOK_PRIVATE =
    'La URL del webhook lleva a una red privada o local: las alertas no saldrían nunca. Usa una dirección pública.';

  handle(router, 'health.alerts', requireAdmin, ({ query: { open, limit }, res }) => {
    res.set('Cache-Control', 'no-store').json(open === 'true' ? alerts.open() : alerts.recent(limit ?? 100));
  });

  handle(router, 'health.settings', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(healthSettings.view());
  });

  handle(router, 'health.updateSettings', requireAdmin, async ({ body: patch, res }) => {
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

  handle(router, 'health.metricsToken', requireAdmin, ({ res }) => {
    healthSettings.rotateMetricsToken();
    repos.audit.record(actor(res), 'health.metrics-token', 'Token de métricas renovado');
    res.json(healthSettings.view());
  });

  const silent = repos.silentTracks;
  handle(router, 'health.silentTracks', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(silent.list());
  });

  handle(router, 'health.restoreTrack', requireAdmin, ({ params: { id }, res }) => {
    const track = silent.list().find((t) => t.id === id);
    if (!track || !silent.restore(id)) throw notFound('El tema no está marcado como silencioso.');
    repos.audit.record(actor(res), 'track.restore', `«${track.title}» vuelve a la rotación`);
    res.status(204).end();
  });

  return router;
}
