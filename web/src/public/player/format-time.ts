import { formatMinutesSeconds } from '../../../../shared/text/format-duration';

/** Seconds as m:ss (the spec's duration format); unknown or live lengths show 0:00. One rule, in shared/. */
export const formatTime = formatMinutesSeconds;
