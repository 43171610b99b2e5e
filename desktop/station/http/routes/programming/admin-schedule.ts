import { Router } from 'express';
import type { ScheduledProgram } from '../../../../../shared/schemas/admin/admin';
import {
  type ScheduleProgramInput,
  scheduleProgramInputSchema,
} from '../../../../../shared/schemas/programming/station';
import type { StationContext } from '../../../core/context';
import { assertProgrammeFits } from '../../../programming/schedule/schedule-rules';
import { programmeOfRow } from '../../../programming/schedule/schedule-slots';
import { assertNoOverlap } from '../../../programming/schedule/shows-service';
import { notFound } from '../../errors/errors';
import { assertRelayReachable } from '../../route-helpers/relay-url';
import { actor, requireAdmin } from '../../middleware/session';
import { parse } from '../../errors/validate';
import { handle } from '../../route-helpers/handle';

const PROGRAM_NOT_FOUND = 'El programa no existe.';

const describe = (p: ScheduleProgramInput) => `«${p.title}» el ${p.date} de ${p.start} a ${p.end}`;

/** Editing the programme schedule the public /schedule page shows (GET /api/schedule stays public). */
export function adminScheduleRoutes(
  ctx: Pick<StationContext, 'clock' | 'config' | 'db' | 'downloadAddressPolicy' | 'events' | 'repos'>,
): Router {
  const { repos } = ctx;
  const router = Router();

  // A relay reaches only where URL imports may (the station's loopback and LAN are not the internet): refused at
  // save, and checked again on every connection (broadcast/playout/relay-connection.ts).
  const found = (id: number): ScheduledProgram => {
    const row = repos.schedule.get(id);
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    return programmeOfRow(row);
  };

  // The one-off programmes (specials, and those entered before shows), for the spec's clients.
  handle(router, 'schedule.list', requireAdmin, ({ res }) => {
    res.json(repos.schedule.all().map(programmeOfRow));
  });

  handle(router, 'schedule.create', requireAdmin, async ({ body: input, res }) => {
    assertProgrammeFits(repos, input);
    await assertRelayReachable(ctx, input.relayUrl);
    // A one-off may not land on a show's occurrence either: refused whole, naming the show.
    const id = ctx.repos.transaction(() => {
      const created = repos.schedule.create(input);
      assertNoOverlap(ctx, (o) => o.programId === created);
      return created;
    })();
    repos.audit.record(actor(res), 'schedule.create', `Programa ${describe(input)} añadido`);
    res.status(201).json(found(id));
  });

  handle(router, 'schedule.update', requireAdmin, async ({ params: { id }, body, req, res }) => {
    const stored = found(id);
    // The spec's clients and the day editor send no relay or repeat: what the programme had stays.
    const input = parse(scheduleProgramInputSchema, {
      ...req.body,
      relayUrl: body.relayUrl === undefined ? stored.relayUrl : body.relayUrl,
      repeatOf: body.repeatOf === undefined ? stored.repeatOf : body.repeatOf,
    });
    assertProgrammeFits(repos, input, id);
    await assertRelayReachable(ctx, input.relayUrl);
    ctx.repos.transaction(() => {
      repos.schedule.update(id, input);
      assertNoOverlap(ctx, (o) => o.programId === id);
    })();
    repos.audit.record(actor(res), 'schedule.update', `Programa ${describe(input)} editado`);
    res.json(found(id));
  });

  handle(router, 'schedule.delete', requireAdmin, ({ params: { id }, res }) => {
    const program = found(id);
    repos.schedule.remove(id);
    repos.audit.record(actor(res), 'schedule.delete', `Programa ${describe(program)} eliminado`);
    res.status(204).end();
  });

  return router;
}
