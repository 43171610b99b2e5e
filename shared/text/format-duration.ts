/**
 * Seconds as m:ss, as media players show them: whole seconds rounded down (239.6 s is 3:59, never "3:60"),
 * minutes past 59 kept (3600 s is 60:00); an unknown, infinite or negative length is 0:00. The public player,
 * the admin tables and the artist cards all use this one rule, so a track shows the same length everywhere.
 */
export function formatMinutesSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
