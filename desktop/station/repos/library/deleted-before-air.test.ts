import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { createRepos } from '../index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emisora-deleted-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The engine prepares the next item seconds before it airs; an admin can delete its track meanwhile (the 8-hour soak
 * did, with uploads and deletes). Listeners still heard it, so the play history and the proof of airing keep the row,
 * without the link to a track that is gone, instead of losing it to the foreign key.
 */
describe('a track deleted between being prepared and airing', () => {
  const db = openDatabase(path.join(dir, 'emisora.db'));
  const repos = createRepos(db);
  afterAll(() => db.close());

  const track = () =>
    repos.tracks.create({
      title: 'Cuña',
      artist: 'Anunciante',
      album: null,
      duration: 20,
      fileName: 'cuna.mp3',
      coverFile: null,
      uploadedBy: 1,
    });

  it('is still written to the play history, without a track id', () => {
    const gone = track();
    repos.tracks.remove(gone.id);
    const startedAt = new Date().toISOString();
    repos.playHistory.record({
      trackId: gone.id,
      title: 'Cuña',
      artist: 'Anunciante',
      album: null,
      source: 'rotation',
      startedAt,
    });
    expect(repos.playHistory.recent(1)).toEqual([
      { trackId: null, title: 'Cuña', artist: 'Anunciante', playedAt: startedAt },
    ]);
  });

  it('is still a proof of airing for the campaign, without a track id', () => {
    const spot = track();
    const campaignId = repos.campaigns.create({
      advertiser: 'Bar',
      title: 'Verano',
      spotTrackId: spot.id,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      spots: 10,
      daypart: 'any',
    });
    repos.tracks.remove(spot.id);
    repos.campaigns.recordAiring({
      campaignId,
      airedAt: '2026-06-01T10:00:00.000Z',
      breakAt: '2026-06-01T10:00:00.000Z',
      trackId: spot.id,
      spotTitle: 'Cuña',
      durationSec: 20,
      listeners: 3,
    });
    const airings = repos.campaigns.airings(campaignId);
    expect(airings).toHaveLength(1);
    expect(airings[0]).toMatchObject({ spot: { trackId: null, title: 'Cuña' }, listeners: 3 });
  });
});
