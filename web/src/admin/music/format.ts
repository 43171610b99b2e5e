import { formatMinutesSeconds } from '../../../../shared/text/format-duration';

/** Duration in seconds as m:ss, the way the track tables show it (the one rule in shared/). */
export const formatDuration = formatMinutesSeconds;
