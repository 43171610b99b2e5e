import type { HeaderCharset, PushCreate, PushFormat, PushUpdate } from '../../../../shared/schemas/broadcast/outputs';
import type { Db } from '../../db/database';
import type { ChangePublisher } from '../../events/change-publisher';

interface OutputRow {
  id: number;
  kind: 'icecast';
  host: string;
  port: number;
  mount: string;
  username: string;
  password: string;
  format: PushFormat;
  bitrate_kbps: number;
  public: number;
  enabled: number;
  header_charset: HeaderCharset;
}

/** A configured push, with its password: only the push client reads this. */
export interface PushConfig {
  id: number;
  kind: 'icecast';
  host: string;
  port: number;
  mount: string;
  username: string;
  password: string;
  format: PushFormat;
  bitrateKbps: number;
  public: boolean;
  enabled: boolean;
  headerCharset: HeaderCharset;
}

const toConfig = (row: OutputRow): PushConfig => ({
  id: row.id,
  kind: row.kind,
  host: row.host,
  port: row.port,
  mount: row.mount,
  username: row.username,
  password: row.password,
  format: row.format,
  bitrateKbps: row.bitrate_kbps,
  public: row.public === 1,
  enabled: row.enabled === 1,
  headerCharset: row.header_charset,
});

/** The Icecast servers the station pushes to (table stream_outputs). */
export function createStreamOutputsRepo(db: Db, publish: ChangePublisher) {
  const all = db.prepare<[], OutputRow>('SELECT * FROM stream_outputs ORDER BY id');
  const byId = db.prepare<[number], OutputRow>('SELECT * FROM stream_outputs WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO stream_outputs
       (kind, host, port, mount, username, password, format, bitrate_kbps, public, enabled, header_charset)
     VALUES (@kind, @host, @port, @mount, @username, @password, @format, @bitrateKbps, @public, @enabled,
       @headerCharset)`,
  );
  const update = db.prepare(
    `UPDATE stream_outputs SET kind = @kind, host = @host, port = @port, mount = @mount, username = @username,
       password = @password, format = @format, bitrate_kbps = @bitrateKbps, public = @public, enabled = @enabled,
       header_charset = @headerCharset
     WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM stream_outputs WHERE id = ?');
  const row = (input: PushCreate, password: string) => ({
    ...input,
    password,
    public: input.public ? 1 : 0,
    enabled: input.enabled ? 1 : 0,
  });
  return {
    list: (): PushConfig[] => all.all().map(toConfig),
    get(id: number): PushConfig | undefined {
      const found = byId.get(id);
      return found ? toConfig(found) : undefined;
    },
    create(input: PushCreate): PushConfig {
      const id = Number(publish.changed(insert.run(row(input, input.password)), 'stream_outputs').lastInsertRowid);
      return toConfig(byId.get(id)!);
    },
    /** Replaces every field; a missing password keeps the stored one. */
    update(id: number, input: PushUpdate): PushConfig | undefined {
      const current = byId.get(id);
      if (!current) return undefined;
      publish.changed(
        update.run({ ...row({ ...input, password: '' }, input.password ?? current.password), id }),
        'stream_outputs',
      );
      return toConfig(byId.get(id)!);
    },
    remove: (id: number): boolean => publish.changed(remove.run(id), 'stream_outputs').changes > 0,
  };
}
export type StreamOutputsRepo = ReturnType<typeof createStreamOutputsRepo>;
