import type { Airing, CampaignInput, Daypart } from '../../../../shared/schemas/programming/campaigns';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface CampaignRow {
  id: number;
  advertiser: string;
  title: string;
  spot_track_id: number | null;
  start_date: string;
  end_date: string;
  spots: number;
  daypart: Daypart;
}

interface StoredCampaignRow extends CampaignRow {
  track_title: string | null;
  track_duration: number | null;
  last_spot_title: string | null;
  longest_airing: number | null;
  aired: number;
}

/** A campaign as stored, with what the admin's view needs from its spot track and its airings. */
export interface StoredCampaign {
  id: number;
  advertiser: string;
  title: string;
  /** Null once the spot file was deleted from the library (only possible after the campaign ended). */
  spotTrackId: number | null;
  /** The track's title, or the one its airings recorded when the file is gone. */
  spotTitle: string;
  /** The track's duration, or its longest airing when the file is gone (the price stays about the same). */
  spotDurationSec: number;
  startDate: string;
  endDate: string;
  spots: number;
  daypart: Daypart;
  aired: number;
}

export interface NewAiring {
  campaignId: number;
  /** ISO instant the spot went on air. */
  airedAt: string;
  /** ISO instant of the break it was planned for (a carried-over share airs in a later break). */
  breakAt: string;
  trackId: number;
  spotTitle: string;
  durationSec: number;
  listeners: number;
}

interface AiringRow {
  id: number;
  aired_at: string;
  track_id: number | null;
  spot_title: string;
  duration_sec: number;
  listeners: number;
}

const toStored = (row: StoredCampaignRow): StoredCampaign => ({
  id: row.id,
  advertiser: row.advertiser,
  title: row.title,
  spotTrackId: row.spot_track_id,
  spotTitle: row.track_title ?? row.last_spot_title ?? '',
  spotDurationSec: row.track_duration ?? row.longest_airing ?? 0,
  startDate: row.start_date,
  endDate: row.end_date,
  spots: row.spots,
  daypart: row.daypart,
  aired: row.aired,
});

const toAiring = (row: AiringRow): Airing => ({
  id: row.id,
  airedAt: row.aired_at,
  spot: { trackId: row.track_id, title: row.spot_title },
  durationSec: row.duration_sec,
  listeners: row.listeners,
});

const STORED = `
  SELECT c.*, t.title AS track_title, t.duration AS track_duration,
    (SELECT COUNT(*) FROM campaign_airings a WHERE a.campaign_id = c.id) AS aired,
    (SELECT a.spot_title FROM campaign_airings a WHERE a.campaign_id = c.id ORDER BY a.aired_at DESC LIMIT 1) AS last_spot_title,
    (SELECT MAX(a.duration_sec) FROM campaign_airings a WHERE a.campaign_id = c.id) AS longest_airing
  FROM campaigns c LEFT JOIN tracks t ON t.id = c.spot_track_id`;

/** Sold ad campaigns and their airings, the advertiser's proof. Dates are station-time calendar days. */
export function createCampaignsRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], StoredCampaignRow>(`${STORED} ORDER BY c.start_date DESC, c.id DESC`);
  const byId = db.prepare<[number], StoredCampaignRow>(`${STORED} WHERE c.id = ?`);
  const insert = db.prepare(
    'INSERT INTO campaigns (advertiser, title, spot_track_id, start_date, end_date, spots, daypart) VALUES (@advertiser, @title, @spotTrackId, @startDate, @endDate, @spots, @daypart)',
  );
  const update = db.prepare(
    'UPDATE campaigns SET advertiser = @advertiser, title = @title, spot_track_id = @spotTrackId, start_date = @startDate, end_date = @endDate, spots = @spots, daypart = @daypart WHERE id = @id',
  );
  const remove = db.prepare<[number]>('DELETE FROM campaigns WHERE id = ?');
  const spotHolder = db.prepare<[number, string], { title: string }>(
    'SELECT title FROM campaigns WHERE spot_track_id = ? AND end_date >= ? ORDER BY start_date LIMIT 1',
  );
  const airings = db.prepare<[number], AiringRow>(
    'SELECT * FROM campaign_airings WHERE campaign_id = ? ORDER BY aired_at, id',
  );
  const insertAiring = db.prepare(
    'INSERT INTO campaign_airings (campaign_id, aired_at, break_at, track_id, spot_title, duration_sec, listeners) VALUES (@campaignId, @airedAt, @breakAt, (SELECT id FROM tracks WHERE id = @trackId), @spotTitle, @durationSec, @listeners)',
  );
  const setDuration = db.prepare<[number, number]>('UPDATE campaign_airings SET duration_sec = ? WHERE id = ?');

  return {
    list: (): StoredCampaign[] => all.all().map(toStored),
    get: (id: number): StoredCampaign | undefined => {
      const row = byId.get(id);
      return row ? toStored(row) : undefined;
    },
    create: (input: CampaignInput): number => Number(publish.changed(insert.run(input), 'campaigns').lastInsertRowid),
    update: (id: number, input: CampaignInput): boolean =>
      publish.changed(update.run({ ...input, id }), 'campaigns').changes > 0,
    remove: (id: number): boolean => publish.changed(remove.run(id), 'campaigns').changes > 0,
    /** A campaign still to end on or after `today` whose spot is the track: deleting the track would silence it. */
    unfinishedWithSpot: (trackId: number, today: string): { title: string } | undefined =>
      spotHolder.get(trackId, today),
    airings: (id: number): Airing[] => airings.all(id).map(toAiring),
    // For the playout.
    /** Campaigns running on a station-time date (YYYY-MM-DD) that still have a spot to play. */
    recordAiring: (airing: NewAiring): number => Number(insertAiring.run(airing).lastInsertRowid),
    /** The real time on air, known when the next item starts. */
    setAiringDuration: (id: number, seconds: number) => setDuration.run(seconds, id),
  };
}
