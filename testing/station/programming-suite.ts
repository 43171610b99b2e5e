import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { StationConfig } from '../../desktop/station/config/config';
import { createOfflineBroadcast } from '../../desktop/station/broadcast/engine/offline';
import type { Broadcast } from '../../desktop/station/broadcast/engine/broadcast';
import type { PlayableTrack } from '../../desktop/station/repos/library/tracks';
import { as } from './admin-helpers';
import { type ApiClient, apiClient } from './api-client';
import { startTestStation, type TestStation } from './test-station';

export interface ProgrammingSuite {
  station: TestStation;
  /** Requests as the logged-in admin. */
  api: ReturnType<typeof as>;
  /** The typed API client (api-client.ts), as the logged-in admin. */
  client: ApiClient;
  /** How many programming or settings changes were published (each re-plans the air). */
  replans: number;
  /** A library row without audio: the programming API only needs the track's id, title and duration. */
  addTrack(title: string, duration?: number): PlayableTrack;
}

/**
 * For tests of the playlist and campaign API: a real station whose broadcast is offline; it counts the
 * programming and settings changes published, so a test can prove every write reaches the planner once.
 */
export function programmingSuite(
  config: Partial<StationConfig> = {},
  createBroadcast: () => Broadcast = createOfflineBroadcast,
): ProgrammingSuite {
  const suite = { replans: 0 } as ProgrammingSuite;
  beforeAll(async () => {
    suite.station = await startTestStation(config, { createBroadcast });
    suite.station.context.events.programming.event(() => suite.replans++);
    suite.station.context.events.settings.event(() => suite.replans++);
    const cookie = await suite.station.login();
    suite.api = as(suite.station, cookie);
    suite.client = apiClient(suite.station, cookie);
    const admin = suite.station.context.repos.users.findByUsername('admin')!;
    suite.addTrack = (title, duration = 180) =>
      suite.station.context.repos.tracks.create({
        title,
        artist: 'Prueba',
        album: null,
        duration,
        fileName: `${randomBytes(16).toString('hex')}.mp3`,
        coverFile: null,
        uploadedBy: admin.id,
      });
  });
  afterAll(() => suite.station?.close());
  return suite;
}
