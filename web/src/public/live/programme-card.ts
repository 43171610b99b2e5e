import { STATION } from '../../../../shared/station/station-facts';
import type { Programme } from '../../../../shared/schemas/broadcast/streaming';
import type { AirState } from '../on-air/air-state';

type Text = { key: string } | { text: string };

/**
 * The /live programme card: the scheduled programme whenever one is on the grid (the banner above names it too,
 * whether a presenter is live or its playlist airs it), else what the engine airs; nothing scheduled is claimed
 * while the engine is stopped. The server's default programme is the station itself, not a programme.
 */
export function programmeCard(
  air: Exclude<AirState, 'unknown'>,
  programme: Programme | undefined,
): { title: Text; detail: Text } {
  if (air === 'off') return { title: { key: 'live.offProgramme' }, detail: { key: 'live.offText' } };
  const scheduled = programme?.title && programme.title !== STATION.name ? programme : null;
  if (scheduled) return { title: { text: scheduled.title }, detail: { text: scheduled.time } };
  return air === 'live'
    ? { title: { key: 'live.liveProgramme' }, detail: { text: '' } }
    : { title: { key: 'live.rotationProgramme' }, detail: { key: 'live.rotationProgrammeText' } };
}
