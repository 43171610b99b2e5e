import { Router } from 'express';
import {
  SECRET_LABELS,
  TARGET_KIND_LABELS,
  type TargetView,
  URL_SECRET_KINDS,
} from '../../../../../shared/schemas/difusion/difusion';
import type { StationContext } from '../../../core/context';
import { apiBases } from '../../../difusion/start-difusion';
import { addressOf } from '../../../difusion/target-requests';
import { webhookRefusal } from '../../../health/webhook';
import type { TargetConfig } from '../../../repos/difusion/broadcast-targets';
import { publicAddressesOnly } from '../../../uploads/address-policy';
import type { ApiGroup } from '../../route-helpers/api-group';
import { badRequest, HttpError, notFound } from '../../errors/errors';
import { actor, requireAdmin } from '../../middleware/session';
import { handle } from '../../route-helpers/handle';

const TARGET_NOT_FOUND = 'El destino de difusión no existe.';
const UNREACHABLE =
  'Esa dirección lleva a una red privada o local: la emisora no envía allí (la misma regla que las importaciones por URL).';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** What the browser sees of a target: never its secret; for a webhook URL, its host, so targets can be told apart. */
function view(ctx: Pick<StationContext, 'difusion'>, target: TargetConfig): TargetView {
  const { secret, ...settings } = target;
  return {
    ...settings,
    secretSet: secret.length > 0,
    secretHint: URL_SECRET_KINDS.includes(target.kind) ? hostOf(secret) : null,
    state: ctx.difusion?.state(target.id) ?? {
      queued: 0,
      sent: 0,
      failed: 0,
      dropped: 0,
      lastSentAt: null,
      lastError: null,
    },
  };
}

const label = (t: Pick<TargetConfig, 'kind' | 'name'>) => `«${t.name}» (${TARGET_KIND_LABELS[t.kind]})`;

/** Refused at save when the URL-import address policy would refuse every post (checked again at each post). */
async function assertReachable(
  ctx: Pick<StationContext, 'config' | 'downloadAddressPolicy'>,
  target: Pick<TargetConfig, 'kind' | 'instanceUrl' | 'secret'>,
) {
  const address = addressOf(target, apiBases(ctx.config));
  if (!(await webhookRefusal(address, ctx.downloadAddressPolicy ?? publicAddressesOnly))) return;
  const field =
    target.kind === 'mastodon' ? 'instanceUrl' : URL_SECRET_KINDS.includes(target.kind) ? 'secret' : undefined;
  throw badRequest(UNREACHABLE, field);
}

/** Admin "Difusión": the now-playing targets (GET/POST /api/admin/difusion, PUT/DELETE /:id, POST /:id/test). */
export function difusionRoutes(
  ctx: Pick<StationContext, 'config' | 'difusion' | 'downloadAddressPolicy' | 'repos'>,
): Router {
  const repo = ctx.repos.broadcastTargets;
  const router = Router();

  handle(router, 'difusion.list', requireAdmin, ({ res }) => {
    res.set('Cache-Control', 'no-store').json(repo.list().map((t) => view(ctx, t)));
  });

  handle(router, 'difusion.create', requireAdmin, async ({ body: input, res }) => {
    await assertReachable(ctx, { ...input, secret: input.secret ?? '' });
    const created = repo.create(input);
    ctx.repos.audit.record(actor(res), 'difusion.create', `Destino de difusión ${label(created)} añadido`);
    res.status(201).json(view(ctx, created));
  });

  handle(router, 'difusion.update', requireAdmin, async ({ params: { id }, body: input, res }) => {
    const existing = repo.get(id);
    if (!existing) throw notFound(TARGET_NOT_FOUND);
    const secret = input.secret || (existing.kind === input.kind ? existing.secret : '');
    if (!secret) throw badRequest(`${SECRET_LABELS[input.kind]}: es requerido.`, 'secret');
    await assertReachable(ctx, { ...input, secret });
    const updated = repo.update(id, { ...input, secret });
    if (!updated || updated === 'secret_required') throw notFound(TARGET_NOT_FOUND);
    ctx.repos.audit.record(actor(res), 'difusion.update', `Destino de difusión ${label(updated)} editado`);
    res.json(view(ctx, updated));
  });

  handle(router, 'difusion.delete', requireAdmin, ({ params: { id }, res }) => {
    const existing = repo.get(id);
    if (!existing || !repo.remove(id)) throw notFound(TARGET_NOT_FOUND);
    ctx.difusion?.forget(id);
    ctx.repos.audit.record(actor(res), 'difusion.delete', `Destino de difusión ${label(existing)} eliminado`);
    res.status(204).end();
  });

  handle(router, 'difusion.test', requireAdmin, async ({ params: { id }, res }) => {
    const target = repo.get(id);
    if (!target) throw notFound(TARGET_NOT_FOUND);
    if (!ctx.difusion) throw new HttpError(503, 'difusion_off', 'La difusión no está en marcha.');
    res.json(await ctx.difusion.test(target));
  });

  return router;
}

export const difusionGroup: ApiGroup = (ctx, api) => {
  api.use(difusionRoutes(ctx));
};
