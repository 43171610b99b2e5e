import type { RelayInput } from '../../../../shared/schemas/broadcast/relays';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface RelayRow {
  id: number;
  name: string;
  url: string;
  mount: string;
  admin_user: string | null;
  admin_password: string | null;
  max_listeners: number | null;
}

/** A configured relay, with its admin password: only the status reader sees this. */
export interface RelayConfig {
  id: number;
  name: string;
  url: string;
  mount: string;
  adminUser: string | null;
  adminPassword: string | null;
  maxListeners: number | null;
}

const toConfig = (row: RelayRow): RelayConfig => ({
  id: row.id,
  name: row.name,
  url: row.url,
  mount: row.mount,
  adminUser: row.admin_user,
  adminPassword: row.admin_password,
  maxListeners: row.max_listeners,
});

/** Thrown when another relay already has the name (the metrics label): the route answers 409. */
export class RelayNameTaken extends Error {}

/** The Icecast servers that relay the station (table relays), and the redirect setting. */
export function createRelaysRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], RelayRow>('SELECT * FROM relays ORDER BY id');
  const byId = db.prepare<[number], RelayRow>('SELECT * FROM relays WHERE id = ?');
  const byName = db.prepare<[string], RelayRow>('SELECT * FROM relays WHERE name = ?');
  const insert = db.prepare(
    `INSERT INTO relays (name, url, mount, admin_user, admin_password, max_listeners)
     VALUES (@name, @url, @mount, @adminUser, @adminPassword, @maxListeners)`,
  );
  const update = db.prepare(
    `UPDATE relays SET name = @name, url = @url, mount = @mount, admin_user = @adminUser,
       admin_password = @adminPassword, max_listeners = @maxListeners WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM relays WHERE id = ?');
  const readSetting = db.prepare<[], { value: string }>(
    "SELECT value FROM settings WHERE key = 'relay_redirect_above'",
  );
  const writeSetting = db.prepare<[string]>(
    `INSERT INTO settings (key, value) VALUES ('relay_redirect_above', ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );

  const assertNameFree = (name: string, id?: number) => {
    const other = byName.get(name);
    if (other && other.id !== id) throw new RelayNameTaken(name);
  };
  // Without a user there are no credentials: a password alone would never be sent.
  const row = (input: RelayInput, password: string | null) => ({
    name: input.name,
    url: input.url,
    mount: input.mount,
    adminUser: input.adminUser ?? null,
    adminPassword: input.adminUser ? password : null,
    maxListeners: input.maxListeners ?? null,
  });
  let redirectAbove: number | null | undefined;

  const writeMinute = db.prepare<[{ minute: string; id: number; name: string; listeners: number }]>(
    `INSERT INTO relay_minutes (minute, relay_id, relay_name, max_listeners, avg_listeners, samples)
     VALUES (@minute, @id, @name, @listeners, @listeners, 1)
     ON CONFLICT(minute, relay_id) DO UPDATE SET relay_name = excluded.relay_name,
       max_listeners = max(max_listeners, excluded.max_listeners),
       avg_listeners = (avg_listeners * samples + excluded.avg_listeners) / (samples + 1), samples = samples + 1`,
  );
  return {
    list: (): RelayConfig[] => all.all().map(toConfig),
    get(id: number): RelayConfig | undefined {
      const found = byId.get(id);
      return found ? toConfig(found) : undefined;
    },
    create(input: RelayInput): RelayConfig {
      assertNameFree(input.name);
      const id = Number(insert.run(row(input, input.adminPassword ?? null)).lastInsertRowid);
      return toConfig(byId.get(id)!);
    },
    /** Replaces every field; a missing admin password keeps the stored one. */
    update(id: number, input: RelayInput): RelayConfig | undefined {
      const current = byId.get(id);
      if (!current) return undefined;
      assertNameFree(input.name, id);
      update.run({ ...row(input, input.adminPassword ?? current.admin_password), id });
      return toConfig(byId.get(id)!);
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
    /** Local listeners above which new ones are sent to a relay; null: never. Read on every connection: cached. */
    redirectAbove(): number | null {
      if (redirectAbove === undefined) {
        const value = readSetting.get()?.value;
        redirectAbove = value === undefined || value === '' ? null : Number(value);
      }
      return redirectAbove;
    },
    /** One reading of a relay's listeners, folded into that minute's maximum and average (audience statistics). */
    recordMinute: (reading: { minute: string; id: number; name: string; listeners: number }) =>
      void writeMinute.run(reading),
    setRedirectAbove(value: number | null) {
      publish.changed(writeSetting.run(value === null ? '' : String(value)), 'settings');
      redirectAbove = value;
    },
  };
}
export type RelaysRepo = ReturnType<typeof createRelaysRepo>;
