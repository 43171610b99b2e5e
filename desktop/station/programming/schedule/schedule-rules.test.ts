import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleProgramInput } from '../../../../shared/schemas/programming/station';
import { type Db, openDatabase } from '../../db/database';
import { Conflict, Invalid } from '../../core/domain-errors';
import { currentProgramme } from './programme-on-air';
import { createRepos, type Repos } from '../../repos/index';
import { createPlannerData } from '../planner/planner-data';
import { assertProgrammeFits } from './schedule-rules';
import { programmeOfRow } from './schedule-slots';
import { instantOf } from '../../../../shared/station/station-time';
import { systemClock } from '../../core/clock';

const TZ = 'Europe/Madrid';

/** The schedule's rules and its row → slot conversion below the routes, on a real SQLite file. */
describe('schedule rules and slots (programming/)', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  const slot: ScheduleProgramInput = {
    date: '2026-06-01',
    start: '09:00',
    end: '11:00',
    title: 'Matinal',
    host: 'Ana',
    type: 'music',
    playlistId: null,
    showTrackId: null,
  };
  const refusal = (input: ScheduleProgramInput, exceptId?: number) => {
    try {
      assertProgrammeFits(repos, input, exceptId);
      return null;
    } catch (error) {
      return error;
    }
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-schedule-rules-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db);
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses references to nothing or to a jingles list, as domain errors naming the field', () => {
    const jingles = repos.playlists.create({
      name: 'Cortinillas',
      kind: 'jingles',
      shuffle: true,
      trackIds: [],
      isDefault: false,
    });
    for (const [input, field, message] of [
      [{ ...slot, playlistId: 99_999 }, 'playlistId', /no existe/],
      [{ ...slot, playlistId: jingles }, 'playlistId', /lista de música/],
      [{ ...slot, showTrackId: 99_999 }, 'showTrackId', /no existe/],
    ] as const) {
      const error = refusal(input);
      expect(error).toBeInstanceOf(Invalid);
      expect(error).toMatchObject({ code: 'validation_failed', field, message: expect.stringMatching(message) });
    }
  });

  it('refuses an overlap with another programme of the day, but not with the programme being edited', () => {
    const id = repos.schedule.create(slot);
    const error = refusal({ ...slot, start: '10:00', end: '12:00', title: 'Tarde' });
    expect(error).toBeInstanceOf(Conflict);
    expect(error).toMatchObject({
      code: 'schedule_overlap',
      field: 'start',
      message: 'Ese horario se solapa con «Matinal» (09:00-11:00).',
    });
    expect(refusal({ ...slot, end: '10:30' }, id)).toBeNull();
    expect(refusal({ ...slot, start: '11:00', end: '12:00', title: 'Tarde' })).toBeNull();
  });

  it('gives the admin API, the banner and the planner the same slot from one row', () => {
    const id = repos.schedule.create({ ...slot, date: '2026-06-02', start: '20:00', end: '24:00', title: 'Noche' });
    const row = repos.schedule.get(id)!;
    expect(programmeOfRow(row)).toEqual({
      id,
      date: '2026-06-02',
      start: '20:00',
      end: '24:00',
      title: 'Noche',
      host: 'Ana',
      type: 'music',
      playlistId: null,
      showTrackId: null,
      relayUrl: null,
      repeatOf: null,
    });
    const at = instantOf('2026-06-02', '23:30', TZ);
    const plannerData = createPlannerData(db, repos, () => TZ);
    const planned = plannerData.slotsAround('2026-06-02').find((s) => s.id === id);
    expect(planned).toMatchObject({ title: 'Noche', startAt: instantOf('2026-06-02', '20:00', TZ) });
    expect(planned!.endAt).toBe(instantOf('2026-06-03', '00:00', TZ));
    expect(currentProgramme({ repos, plannerData, clock: systemClock }, at).time).toBe('20:00 - 24:00');
  });
});
