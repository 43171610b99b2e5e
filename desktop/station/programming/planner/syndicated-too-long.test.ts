import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showInputSchema } from '../../../../shared/schemas/programming/shows';
import { instantOf } from '../../../../shared/station/station-time';
import { type Db, openDatabase } from '../../db/database';
import { createStationEvents } from '../../events/station-events';
import { createRepos, type Repos } from '../../repos/index';
import { createProgramming } from './programming';
import { createPlannerData } from './planner-data';

const TZ = 'Europe/Madrid';
const DATE = '2027-01-11';
const slotStart = instantOf(DATE, '11:00', TZ);

/** A syndicated episode longer than its ten-minute slot: cut at the slot's end, or left to finish, by the show's rule. */
describe('a syndicated episode longer than its slot', () => {
  let dir: string;
  let db: Db;
  let repos: Repos;
  let showId = 0;
  const events = createStationEvents();

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-too-long-'));
    db = openDatabase(path.join(dir, 'emisora.db'));
    repos = createRepos(db, events);
    const input = showInputSchema.parse({
      name: 'Red',
      kind: 'syndicated',
      feedUrl: 'https://red.example/feed.xml',
      tooLong: 'fade',
      rules: [{ days: [1], start: '11:00', durationMin: 10, from: DATE }],
    });
    const { rules, presenterIds, slug: _s, colour: _c, ...fields } = input;
    showId = repos.shows.create({ ...fields, slug: 'red', colour: '#2563eb' }, presenterIds, rules);
    repos.syndication.set(showId, input);
    const track = repos.tracks.create({
      title: 'Episodio largo',
      artist: 'Red',
      album: null,
      duration: 1800,
      fileName: 'largo.mp3',
      coverFile: null,
      uploadedBy: 1,
    });
    repos.shows.setException(showId, DATE, '11:00', {
      status: 'scheduled',
      newDate: null,
      newTime: null,
      durationMin: null,
      replacementShowId: null,
      replacementProgramId: null,
      trackId: track.id,
    });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const started = () =>
    createProgramming({
      data: createPlannerData(db, repos, () => TZ),
      tracks: repos.tracks,
      timeZone: TZ,
      settings: () => ({ jingleEvery: 0, adBreakMinutes: [] }),
      now: () => slotStart,
    }).showNow(slotStart + 500);

  it('fades at the slot’s end: the episode’s cue-out is the slot’s length', () => {
    expect(started()?.track).toMatchObject({ title: 'Episodio largo', cueOut: 600 });
  });

  it('lets it finish when the show says so', () => {
    const sub = repos.syndication.get(showId)!;
    repos.syndication.set(showId, { ...sub, tooLong: 'finish' });
    expect(started()?.track).toMatchObject({ title: 'Episodio largo', cueOut: null });
  });
});
