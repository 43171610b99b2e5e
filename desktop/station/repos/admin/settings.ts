import { randomInt } from 'node:crypto';
import { AUDIO, STREAM_KEY_LENGTH } from '../../../../shared/station/audio-format';
import { LISTENER_COUNT, PROGRAMMING } from '../../../../shared/station/station-rules';
import {
  DIRECTORY_DEFAULTS,
  type DirectoryListing,
  directoryListingSchema,
} from '../../../../shared/schemas/broadcast/directory';
import {
  REQUEST_DEFAULTS,
  type RequestSettings,
  requestSettingsSchema,
} from '../../../../shared/schemas/requests/requests';
import { RDS_DEFAULTS, type RdsSettings, rdsSettingsSchema } from '../../../../shared/schemas/broadcast/rds';
import { DAB_DEFAULTS, type DabSettings, dabSettingsSchema } from '../../../../shared/schemas/broadcast/dab';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function generateStreamKey(): string {
  let key = '';
  for (let i = 0; i < STREAM_KEY_LENGTH; i++) key += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return key;
}

export interface ProgrammingSettings {
  /** A jingle after every N music tracks; 0 = never. */
  jingleEvery: number;
  /** Minutes past each hour with an ad break. */
  adBreakMinutes: number[];
}

export interface StationSettings {
  streamKey: string;
  isEnabled: boolean;
  crossfadeSeconds: number;
  loudnessTargetLufs: number;
  /** The public pages show the listener count from this many listeners on. */
  listenerCountMinimum: number;
}

/** A JSON value of settings read field by field: one that no longer validates (or is missing) takes its default. */
function fieldsOf<T extends object>(
  json: string | undefined,
  defaults: T,
  shape: Record<keyof T, { safeParse(value: unknown): { success: boolean; data?: unknown } }>,
): T {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(json ?? '{}') as Record<string, unknown>;
  } catch {}
  const fields = Object.entries(defaults).map(([key, fallback]) => {
    const parsed = shape[key as keyof T].safeParse(stored[key]);
    return [key, parsed.success ? parsed.data : fallback];
  });
  return Object.fromEntries(fields) as T;
}

/** Key/value settings. The stream key is created on first read and kept. */
export function createSettingsRepo(db: Db, publish: ChangePublisher) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const set = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  const read = (key: string): string | undefined => get.get(key)?.value;
  const write = (key: string, value: string | number | boolean) =>
    publish.changed(set.run(key, String(value)), 'settings');

  return {
    read,
    write,
    streaming(): StationSettings {
      let streamKey = read('stream_key');
      if (!streamKey) {
        streamKey = generateStreamKey();
        write('stream_key', streamKey);
      }
      return {
        streamKey,
        isEnabled: (read('streaming_enabled') ?? 'true') === 'true',
        crossfadeSeconds: Number(read('crossfade_seconds') ?? AUDIO.defaultCrossfadeSeconds),
        loudnessTargetLufs: Number(read('loudness_target_lufs') ?? AUDIO.defaultLoudnessTargetLufs),
        listenerCountMinimum: Number(read('listener_count_minimum') ?? LISTENER_COUNT.defaultMinimum),
      };
    },
    programming(): ProgrammingSettings {
      const minutes = read('ad_break_minutes');
      return {
        jingleEvery: Number(read('jingle_every') ?? PROGRAMMING.defaultJingleEvery),
        adBreakMinutes:
          minutes === undefined ? [...PROGRAMMING.defaultAdBreakMinutes] : (JSON.parse(minutes) as number[]),
      };
    },
    updateStreaming(patch: Partial<Omit<StationSettings, 'streamKey'> & ProgrammingSettings>) {
      publish.transaction(() => {
        if (patch.jingleEvery !== undefined) write('jingle_every', patch.jingleEvery);
        if (patch.adBreakMinutes !== undefined) write('ad_break_minutes', JSON.stringify(patch.adBreakMinutes));
        if (patch.isEnabled !== undefined) write('streaming_enabled', patch.isEnabled);
        if (patch.crossfadeSeconds !== undefined) write('crossfade_seconds', patch.crossfadeSeconds);
        if (patch.loudnessTargetLufs !== undefined) write('loudness_target_lufs', patch.loudnessTargetLufs);
        if (patch.listenerCountMinimum !== undefined) write('listener_count_minimum', patch.listenerCountMinimum);
      })();
    },
    /** The RDS encoder's settings, one JSON value; a field that no longer validates falls back to its default. */
    rds: (): RdsSettings => fieldsOf(read('rds'), RDS_DEFAULTS, rdsSettingsSchema.shape),
    updateRds(settings: RdsSettings) {
      write('rds', JSON.stringify(settings));
    },
    /** The DAB+ data's settings (ODR-PadEnc's files), one JSON value; a field that no longer validates takes its default. */
    dab: (): DabSettings => fieldsOf(read('dab'), DAB_DEFAULTS, dabSettingsSchema.shape),
    updateDab(settings: DabSettings) {
      write('dab', JSON.stringify(settings));
    },
    /** The rules of listeners' requests, one JSON value; a field that no longer validates takes its default. */
    requests: (): RequestSettings => fieldsOf(read('requests'), REQUEST_DEFAULTS, requestSettingsSchema.shape),
    updateRequests(settings: RequestSettings) {
      write('requests', JSON.stringify(settings));
    },
    /** How directories list the station (icy-* headers, radio-browser); the station's facts until edited. */
    directory(): DirectoryListing {
      const parsed = directoryListingSchema.safeParse(JSON.parse(read('directory') ?? 'null'));
      return parsed.success ? parsed.data : DIRECTORY_DEFAULTS;
    },
    updateDirectory(listing: DirectoryListing) {
      write('directory', JSON.stringify(listing));
    },
    /** radio-browser's id for the station after the last accepted submission. */
    radioBrowserSubmission(): { at: string; uuid: string } | null {
      const stored = read('radio_browser_submission');
      return stored ? (JSON.parse(stored) as { at: string; uuid: string }) : null;
    },
    recordRadioBrowserSubmission(submission: { at: string; uuid: string }) {
      write('radio_browser_submission', JSON.stringify(submission));
    },
    rotateStreamKey(): string {
      const key = generateStreamKey();
      write('stream_key', key);
      return key;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
