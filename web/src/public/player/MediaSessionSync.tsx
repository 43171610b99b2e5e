import { useMediaSession } from './use-media-session';

/** The lock screen's title and keys, kept in step with the player (loaded once something has been played). */
export default function MediaSessionSync() {
  useMediaSession();
  return null;
}
