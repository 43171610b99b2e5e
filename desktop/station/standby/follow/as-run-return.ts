import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import { type AsRunCells, createAsRunOutbox } from '../../repos/standby/as-run-outbox';

/** A stretch of time the standby had the air (ISO instants; `to` null while it still has it). */
export interface AiringPeriod {
  from: string;
  to: string | null;
}

/**
 * Which of the follower's hours were aired by it. The takeover side provides the real answer (the periods its
 * as-run marks as "standby"); until it is wired, every row the follower wrote counts, which holds where a standby
 * writes its as-run only while it has the air.
 */
export type AiringPeriods = (db: Db) => readonly AiringPeriod[] | 'all';
export const everyRow: AiringPeriods = () => 'all';

// The studio reads JSON bodies up to 100 kB: 50 rows of an as-run stay well below it.
const BATCH = 50;

const within = (row: AsRunCells, periods: readonly AiringPeriod[] | 'all') =>
  periods === 'all' ||
  periods.some((p) => String(row.started_at) >= p.from && (p.to === null || String(row.started_at) < p.to));

/**
 * Sends the studio the as-run rows of the hours this standby aired, in batches, remembering (in a file of its
 * own, so it survives a restart) the last row the studio acknowledged: a batch sent twice is stored once there.
 */
export function createAsRunReturn(db: Db, dataDir: string, periods: AiringPeriods) {
  const outbox = createAsRunOutbox(db);
  const mark = path.join(dataDir, 'standby', 'as-run-sent.json');
  const lastSent = (): number => {
    try {
      return Number(JSON.parse(fs.readFileSync(mark, 'utf8')).lastId) || 0;
    } catch {
      return 0;
    }
  };
  const remember = (lastId: number) => {
    fs.mkdirSync(path.dirname(mark), { recursive: true });
    fs.writeFileSync(`${mark}.tmp`, JSON.stringify({ lastId }));
    fs.renameSync(`${mark}.tmp`, mark);
  };
  return {
    /** `send` posts one batch to the studio and throws when it is refused; returns how many rows went. */
    async flush(send: (rows: AsRunCells[]) => Promise<void>): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = outbox.after(lastSent(), BATCH);
        if (!batch.length) return sent;
        const aired = periods(db);
        const rows = batch.filter((row) => within(row, aired));
        if (rows.length) await send(rows);
        sent += rows.length;
        remember(Number(batch.at(-1)?.id));
        if (batch.length < BATCH) return sent;
      }
    },
  };
}
