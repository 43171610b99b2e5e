import type { StationContext } from '../../core/context';
import type { StoredVoiceTrack } from '../../repos/music/voice-tracks';

/** A link airs only this close to the time it was planned for: the same two songs meeting another day is not its place. */
export const VOICE_AIR_WINDOW_MS = 30 * 60_000;

type Repos = Pick<StationContext['repos'], 'voiceTracks' | 'audit'>;

/** Flags one link (a link already flagged or aired stays as it is) and says so in the audit log. */
export function flagLink(repos: Repos, link: StoredVoiceTrack, reason: string): boolean {
  if (!repos.voiceTracks.flag(link.id, reason)) return false;
  const who = link.showName || 'sin programa';
  repos.audit.record(null, 'voicetrack.flag', `Enlace #${link.id} (${who}) no emitido: ${reason}`);
  return true;
}

/**
 * A song left the place a link was recorded beside (swapped or moved in the log, `at` its planned time; or deleted
 * from the library, no `at`): the links still to air tied to it there are flagged at once, so the presenter sees
 * the notice to record again now rather than when the hour comes.
 */
export function flagLinksTiedTo(
  repos: Repos,
  song: { trackId: number; title: string; at?: number },
  why: string,
  now: number,
): StoredVoiceTrack[] {
  const near = (link: StoredVoiceTrack) =>
    song.at === undefined || Math.abs(link.plannedAt - song.at) <= VOICE_AIR_WINDOW_MS;
  const tied = repos.voiceTracks
    .pending(now)
    .filter((link) => link.status === 'ready' && near(link))
    .filter((link) => link.prevTrackId === song.trackId || link.nextTrackId === song.trackId);
  return tied.filter((link) => {
    const side = link.prevTrackId === song.trackId ? 'anterior' : 'siguiente';
    return flagLink(repos, link, `La canción ${side} («${song.title}») ${why}: vuelve a grabar el enlace.`);
  });
}
