import { STATION } from '../../../../shared/constants';
import type { StreamingSource } from '../../../../shared/schemas/sources';

/** The station's own mount, played by the live button as the current streaming source. */
export const STATION_STREAM: StreamingSource = {
  id: 0,
  name: `${STATION.name} ${STATION.frequencyMHz} FM`,
  url: '/stream',
  isActive: true,
};
