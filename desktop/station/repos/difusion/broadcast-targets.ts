import type {
  DifusionEvent,
  TargetCreate,
  TargetKind,
  TargetUpdate,
} from '../../../../shared/schemas/difusion/difusion';
import type { Db } from '../../db/database';

interface TargetRow {
  id: number;
  kind: TargetKind;
  name: string;
  enabled: number;
  settings: string;
  secret: string;
  events: string;
  templates: string;
  min_interval_seconds: number;
}

/** The kind's fields other than the secret. */
export interface TargetSettings {
  instanceUrl?: string;
  chatId?: string;
  partnerId?: string;
  stationId?: string;
}

/** A "Difusión" target with its secret: only the delivery and the routes' view (which drops it) read this. */
export interface TargetConfig extends TargetSettings {
  id: number;
  kind: TargetKind;
  name: string;
  enabled: boolean;
  secret: string;
  events: DifusionEvent[];
  templates: Partial<Record<DifusionEvent, string>>;
  minIntervalSeconds: number;
}

const toConfig = (row: TargetRow): TargetConfig => ({
  ...(JSON.parse(row.settings) as TargetSettings),
  id: row.id,
  kind: row.kind,
  name: row.name,
  enabled: row.enabled === 1,
  secret: row.secret,
  events: JSON.parse(row.events) as DifusionEvent[],
  templates: JSON.parse(row.templates) as TargetConfig['templates'],
  minIntervalSeconds: row.min_interval_seconds,
});

// Only the fields of the target's kind are kept: a Telegram chat left in a form switched to Discord is not stored.
function settingsOf(input: TargetUpdate): TargetSettings {
  switch (input.kind) {
    case 'mastodon':
      return { instanceUrl: input.instanceUrl?.replace(/\/+$/, '') };
    case 'telegram':
      return { chatId: input.chatId };
    case 'tunein':
      return { partnerId: input.partnerId, stationId: input.stationId };
    default:
      return {};
  }
}

const row = (input: TargetUpdate, secret: string) => ({
  kind: input.kind,
  name: input.name,
  enabled: input.enabled ? 1 : 0,
  settings: JSON.stringify(settingsOf(input)),
  secret,
  events: JSON.stringify(input.events),
  // Empty templates are not stored: the event's default applies, and follows a better default later.
  templates: JSON.stringify(Object.fromEntries(Object.entries(input.templates).filter(([, text]) => text?.trim()))),
  minIntervalSeconds: input.minIntervalSeconds,
});

/** The now-playing targets (table broadcast_targets, migration 29). */
export function createBroadcastTargetsRepo(db: Db) {
  const all = db.prepare<[], TargetRow>('SELECT * FROM broadcast_targets ORDER BY id');
  const byId = db.prepare<[number], TargetRow>('SELECT * FROM broadcast_targets WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO broadcast_targets (kind, name, enabled, settings, secret, events, templates, min_interval_seconds)
     VALUES (@kind, @name, @enabled, @settings, @secret, @events, @templates, @minIntervalSeconds)`,
  );
  const update = db.prepare(
    `UPDATE broadcast_targets SET kind = @kind, name = @name, enabled = @enabled, settings = @settings,
       secret = @secret, events = @events, templates = @templates, min_interval_seconds = @minIntervalSeconds
     WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM broadcast_targets WHERE id = ?');

  const get = (id: number): TargetConfig | null => {
    const found = byId.get(id);
    return found ? toConfig(found) : null;
  };
  return {
    list: (): TargetConfig[] => all.all().map(toConfig),
    get,
    create(input: TargetCreate): TargetConfig {
      const { lastInsertRowid } = insert.run(row(input, input.secret ?? ''));
      return get(Number(lastInsertRowid))!;
    },
    /** An empty secret keeps the stored one, unless the kind changed (the old secret means nothing to the new one). */
    update(id: number, input: TargetUpdate): TargetConfig | null | 'secret_required' {
      const existing = get(id);
      if (!existing) return null;
      const secret = input.secret || (existing.kind === input.kind ? existing.secret : '');
      if (!secret) return 'secret_required';
      update.run({ ...row(input, secret), id });
      return get(id);
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}
export type BroadcastTargetsRepo = ReturnType<typeof createBroadcastTargetsRepo>;
