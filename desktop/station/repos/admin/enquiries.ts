import type { EnquiryFilter, EnquiryRecord, EnquiryStatus } from '../../../../shared/schemas/admin/admin';
import type { EnquiryInput } from '../../../../shared/schemas/programming/station';
import type { Db } from '../../db/database';
import { type Clock, isoNow, systemClock } from '../../core/clock';

interface EnquiryRow {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  status: EnquiryStatus;
  handled_at: string | null;
}

const toEnquiry = (r: EnquiryRow): EnquiryRecord => ({
  id: r.id,
  name: r.name,
  company: r.company,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: r.created_at,
  status: r.status,
  handledAt: r.handled_at,
});

/** Contact-form messages and where each is in the admin's inbox. */
export function createEnquiriesRepo(db: Db, clock: Clock = systemClock) {
  const insert = db.prepare(
    'INSERT INTO enquiries (name, company, email, phone, message) VALUES (@name, @company, @email, @phone, @message)',
  );
  const all = db.prepare<[], EnquiryRow>('SELECT * FROM enquiries ORDER BY id DESC');
  const open = db.prepare<[], EnquiryRow>("SELECT * FROM enquiries WHERE status <> 'archived' ORDER BY id DESC");
  const withStatus = db.prepare<[string], EnquiryRow>('SELECT * FROM enquiries WHERE status = ? ORDER BY id DESC');
  const byId = db.prepare<[number], EnquiryRow>('SELECT * FROM enquiries WHERE id = ?');
  // Handled stamps the time; reopening clears it; archiving keeps whatever it was.
  const setStatus = db.prepare(
    "UPDATE enquiries SET status = @status, handled_at = CASE @status WHEN 'handled' THEN @at WHEN 'new' THEN NULL ELSE handled_at END WHERE id = @id",
  );
  const remove = db.prepare<[number]>('DELETE FROM enquiries WHERE id = ?');
  return {
    create: (input: EnquiryInput): number => Number(insert.run(input).lastInsertRowid),
    /** Newest first; 'open' (the inbox's default) is everything not archived. */
    list: (filter: EnquiryFilter | 'open' = 'all'): EnquiryRecord[] =>
      (filter === 'all' ? all.all() : filter === 'open' ? open.all() : withStatus.all(filter)).map(toEnquiry),
    get: (id: number): EnquiryRecord | undefined => {
      const row = byId.get(id);
      return row && toEnquiry(row);
    },
    setStatus: (id: number, status: EnquiryStatus): boolean =>
      setStatus.run({ id, status, at: isoNow(clock) }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}
