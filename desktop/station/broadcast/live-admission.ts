/**
 * Whether a live source may take the air now (common interface C). This is live-in's stand-in: the station key and
 * any valid presenter credential go on air at any hour. The presenters branch replaces this file with the schedule
 * lock (a presenter only within their show's occurrence and its graces).
 */
export type LiveVia = 'rtmp' | 'icecast' | 'browser';

export type Admission =
  | { ok: true; mode: 'air' | 'standby'; until: number | null; showName?: string }
  | { ok: false; status: 401 | 403; reason: string };

export interface AdmitRequest {
  /** null: the station's own key (the admins' "live at any hour" key). */
  userId: number | null;
  via: LiveVia;
  at: number;
}

export function admit(_request: AdmitRequest): Admission {
  return { ok: true, mode: 'air', until: null };
}
