import { Router } from 'express';
import type { ScheduledProgram } from '../../../../shared/schemas/admin';
import { idParamSchema } from '../../../../shared/schemas/common';
import { type ScheduleProgramInput, scheduleProgramInputSchema } from '../../../../shared/schemas/station';
import type { StationContext } from '../../context';
import { HttpError, notFound } from '../errors';
import { actor, requireAdmin } from '../session';
import { parse } from '../validate';

const PROGRAM_NOT_FOUND = 'El programa no existe.';

const describe = (p: ScheduleProgramInput) => `«${p.title}» el ${p.date} de ${p.start} a ${p.end}`;

/** Editing the programme schedule the public /schedule page shows (GET /api/schedule stays public). */
export function adminScheduleRoutes({ repos }: StationContext): Router {
  const router = Router();

  // Two programmes at the same time would make "on air now" ambiguous, so a slot must be free.
  const assertFree = (input: ScheduleProgramInput, exceptId?: number) => {
    const clash = repos.schedule.overlapping(input, exceptId);
    if (clash)
      throw new HttpError(
        409,
        'schedule_overlap',
        `Ese horario se solapa con «${clash.title}» (${clash.start}-${clash.end}).`,
        'start',
      );
  };
  // A slot's playlist must be a music list and its recording a library track: the air depends on both.
  const assertRefs = (input: ScheduleProgramInput) => {
    if (input.playlistId !== null) {
      const kind = repos.playlists.kindOf(input.playlistId);
      if (!kind) throw new HttpError(400, 'validation_failed', 'La lista no existe.', 'playlistId');
      if (kind !== 'music')
        throw new HttpError(
          400,
          'validation_failed',
          'Un programa solo puede llevar una lista de música, no de cortinillas.',
          'playlistId',
        );
    }
    if (input.showTrackId !== null && !repos.tracks.get(input.showTrackId))
      throw new HttpError(400, 'validation_failed', 'La grabación no existe en la biblioteca.', 'showTrackId');
  };
  const found = (id: number): ScheduledProgram => {
    const row = repos.schedule.get(id);
    if (!row) throw notFound(PROGRAM_NOT_FOUND);
    return {
      id: row.id,
      date: row.date,
      start: row.start,
      end: row.end,
      title: row.title,
      host: row.host,
      type: row.type,
      playlistId: row.playlist_id,
      showTrackId: row.show_track_id,
    };
  };

  router.post('/schedule/programs', requireAdmin, (req, res) => {
    const input = parse(scheduleProgramInputSchema, req.body ?? {});
    assertRefs(input);
    assertFree(input);
    const id = repos.schedule.create(input);
    repos.audit.record(actor(res), 'schedule.create', `Programa ${describe(input)} añadido`);
    res.status(201).json(found(id));
  });

  router.put('/schedule/programs/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(scheduleProgramInputSchema, req.body ?? {});
    found(id);
    assertRefs(input);
    assertFree(input, id);
    repos.schedule.update(id, input);
    repos.audit.record(actor(res), 'schedule.update', `Programa ${describe(input)} editado`);
    res.json(found(id));
  });

  router.delete('/schedule/programs/:id', requireAdmin, (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const program = found(id);
    repos.schedule.remove(id);
    repos.audit.record(actor(res), 'schedule.delete', `Programa ${describe(program)} eliminado`);
    res.status(204).end();
  });

  return router;
}
