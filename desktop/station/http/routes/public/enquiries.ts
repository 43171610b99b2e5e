import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { StationContext } from '../../../core/context';
import type { ApiGroup } from '../../route-helpers/api-group';
import { HttpError } from '../../errors/errors';
import { handle } from '../../route-helpers/handle';

/** An honest advertiser sends one or two enquiries; this stops a script filling the table. */
export const ENQUIRY_LIMIT = { windowMs: 10 * 60_000, max: 5 } as const;
const TOO_MANY = 'Has enviado demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.';

/** POST /api/enquiries: the advertising contact form, validated with the same schema as the web form. */
function enquiryRoutes({ repos, log }: Pick<StationContext, 'log' | 'repos'>): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: ENQUIRY_LIMIT.windowMs,
    limit: ENQUIRY_LIMIT.max,
    // Only stored enquiries count: a visitor correcting a rejected field is never locked out.
    skipFailedRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, _res, next) => next(new HttpError(429, 'too_many_requests', TOO_MANY)),
  });
  handle(router, 'enquiries.create', limiter, ({ body: enquiry, res }) => {
    const id = repos.enquiries.create(enquiry);
    log.info('enquiry received', { id, company: enquiry.company });
    res.status(201).json({ id });
  });
  return router;
}

export const enquiriesGroup: ApiGroup = (ctx, api) => {
  api.use(enquiryRoutes(ctx));
};
