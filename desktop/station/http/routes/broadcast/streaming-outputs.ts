import { Router } from 'express';
import type { PushOutput } from '../../../../../shared/schemas/broadcast/outputs';
import type { StationContext } from '../../../core/context';
import type { PushConfig } from '../../../repos/broadcast/stream-outputs';
import { notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const OUTPUT_NOT_FOUND = 'La salida no existe.';

/** What the API shows of a push: its settings and live state, never its password. */
function view(ctx: Pick<StationContext, 'broadcast'>, config: PushConfig): PushOutput {
  const { password, ...settings } = config;
  return { ...settings, hasPassword: password.length > 0, ...ctx.broadcast.pushStatus(config) };
}

const label = (c: PushConfig) => `${c.host}:${c.port}${c.mount} (${c.format} ${c.bitrateKbps} kbps)`;

/** Admin: the Icecast servers the station pushes its stream to (GET/POST /streaming/outputs, PUT/DELETE /:id). */
export function streamingOutputRoutes(ctx: Pick<StationContext, 'broadcast' | 'repos'>): Router {
  const { repos } = ctx;
  const router = Router();

  handle(router, 'outputs.list', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(repos.streamOutputs.list().map((c) => view(ctx, c)));
  });

  handle(router, 'outputs.create', requireAdmin, ({ body: input, res }) => {
    const created = repos.streamOutputs.create(input);
    repos.audit.record(actor(res), 'output.create', `Salida Icecast ${label(created)} añadida`);
    res.status(201).json(view(ctx, created));
  });

  handle(router, 'outputs.update', requireAdmin, ({ params: { id }, body: input, res }) => {
    const updated = repos.streamOutputs.update(id, input);
    if (!updated) throw notFound(OUTPUT_NOT_FOUND);
    repos.audit.record(actor(res), 'output.update', `Salida Icecast ${label(updated)} editada`);
    res.json(view(ctx, updated));
  });

  handle(router, 'outputs.delete', requireAdmin, ({ params: { id }, res }) => {
    const existing = repos.streamOutputs.get(id);
    if (!existing || !repos.streamOutputs.remove(id)) throw notFound(OUTPUT_NOT_FOUND);
    repos.audit.record(actor(res), 'output.delete', `Salida Icecast ${label(existing)} eliminada`);
    res.status(204).end();
  });

  return router;
}
