import { REQUEST_WAIT_HOURS, type RequestSettings } from '../../../shared/schemas/requests/requests';
import type { TimedSlot } from '../programming/planner/planner';

/** Why a slot takes no requests: its type or its show is off (settings), else null. */
export function slotRefuses(slot: TimedSlot | null | undefined, settings: RequestSettings): boolean {
  if (!slot) return false;
  if ((settings.offSlotTypes as readonly string[]).includes(slot.type)) return true;
  return slot.showId != null && settings.offShowIds.includes(slot.showId);
}

/** The slot on air at `at` among a day's slots (the one that started last, when one-offs overlap a rule). */
export const slotAt = (slots: readonly TimedSlot[], at: number): TimedSlot | undefined =>
  slots.filter((s) => s.startAt <= at && at < s.endAt).sort((a, b) => b.startAt - a.startAt)[0];

/** How long an accepted request may wait before it expires (the listener has gone by then). */
export const REQUEST_EXPIRY_MS = REQUEST_WAIT_HOURS * 3_600_000;
