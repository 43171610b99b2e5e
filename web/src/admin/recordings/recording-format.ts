import { formatMinutesSeconds } from '../../../../shared/text/format-duration';

/** Lengths past an hour as h:mm:ss, else m:ss. */
export function formatLength(seconds: number): string {
  if (seconds < 3600) return formatMinutesSeconds(seconds);
  const whole = Math.floor(seconds);
  const rest = formatMinutesSeconds(whole % 3600).padStart(5, '0');
  return `${Math.floor(whole / 3600)}:${rest}`;
}

/** Bytes as MB / GB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
