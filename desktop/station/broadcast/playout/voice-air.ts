import type { Clock } from '../../core/clock';
import type { StationContext } from '../../core/context';
import type { Logger } from '../../core/log';
import type { Runner } from '../../ffmpeg/runner';
import { gainFor } from '../../library/analysis';
import { flagLink, VOICE_AIR_WINDOW_MS } from '../../programming/voice/voice-flags';
import type { StoredVoiceTrack } from '../../repos/music/voice-tracks';
import { createFileSource, type PcmSource } from '../bus/file-source';
import type { Layer, Mixer } from '../bus/mixer';
import { framesFor } from '../bus/pcm';
import type { OnAirItem } from '../on-air/on-air-item';
import type { NextTrack } from './next-track';
import { remaining } from './next-track';
import { createVoiceOverlay } from './voice-overlay';

// Its decoder and the next song's are started this long before the voice is due, so nothing waits on a process.
const PREROLL_FRAMES = framesFor(3);
// Links whose time passed without their songs meeting are looked for this often (in frames: 30 s).
const SWEEP_FRAMES = framesFor(30);

export const VOICE_REASONS = {
  next: (title: string) => `La canción siguiente cambió (ahora suena «${title}»): vuelve a grabar el enlace.`,
  previous: (title: string) => `La canción anterior cambió (ahora suena «${title}»): vuelve a grabar el enlace.`,
  missed: 'Sus canciones no llegaron a sonar juntas a su hora (se movieron o se borraron): vuelve a grabar el enlace.',
} as const;

interface VoiceAirDeps {
  ctx: Pick<StationContext, 'repos' | 'media' | 'ffmpegPath'>;
  clock: Clock;
  log: Logger;
  runner: Runner;
  settings(): { loudnessTargetLufs: number };
  /** The playout's mixer and next item (read when used: the playout makes them after this). */
  mixer(): Pick<Mixer<OnAirItem>, 'current' | 'fading'>;
  next(): Pick<NextTrack, 'current' | 'prepare'>;
  onAir(item: OnAirItem): void;
}

type Deps = Omit<VoiceAirDeps, 'mixer' | 'next'> & { log: Logger };

function flag({ ctx, log }: Deps, link: StoredVoiceTrack, reason: string) {
  if (flagLink(ctx.repos, link, reason)) log.info('voice track flagged', { id: link.id, reason });
}

function decoder({ ctx, log, runner, settings }: Deps, link: StoredVoiceTrack): PcmSource {
  const decode = {
    file: ctx.media.pathOf('audio', link.fileName),
    startSeconds: 0,
    durationSeconds: null,
    gainDb: gainFor(link.loudnessLufs, settings().loudnessTargetLufs),
  };
  return createFileSource(runner, ctx.ffmpegPath, `voice:${link.id}`, decode, (reason) =>
    log.warn('voice track could not be decoded', { id: link.id, reason }),
  );
}

/** The link takes the air: as its own item (the show's link, not a song), in the as-run and the audit log. */
function aired({ ctx, clock, onAir }: Deps, current: Layer<OnAirItem>, link: StoredVoiceTrack) {
  ctx.repos.voiceTracks.aired(link.id, clock.now());
  const who = link.showName || 'sin programa';
  ctx.repos.audit.record(null, 'voicetrack.air', `Enlace #${link.id} (${who}) emitido tras «${current.meta.title}»`);
  onAir({
    kind: 'show',
    trackId: null,
    planned: null,
    title: link.showName ? `Enlace de ${link.showName}` : 'Enlace',
    artist: link.showName,
    album: null,
    coverImageUrl: null,
    duration: link.duration,
    voiceTrackId: link.id,
  });
}

const trackOf = (layer: Layer<OnAirItem> | null) =>
  layer && layer.meta.kind !== 'live' && layer.meta.trackId !== null ? (layer.meta.planned?.track ?? null) : null;

/**
 * The presenters' links on the air. When the song a link follows is on air and the song it leads into is the one
 * decided next, the link plays over the end of the first (as much as it was saved with), the change to the second
 * waits until the voice has only its overlap left, and the music is ducked under it throughout. When either song
 * changed, the link is flagged with the reason and the air goes on with the music.
 */
export function createVoiceAir(deps: VoiceAirDeps) {
  const { ctx } = deps;
  const overlay = createVoiceOverlay();
  const own: Deps = { ...deps, log: deps.log.child('voice-tracks') };
  // Per song on air: the links that may follow it (read once per layer, not per frame).
  let lookedAt: Layer<OnAirItem> | null = null;
  let candidates: StoredVoiceTrack[] = [];
  let checkedNext: Layer<OnAirItem> | null = null;
  let armed: { link: StoredVoiceTrack; next: Layer<OnAirItem>; source: PcmSource; started: boolean } | null = null;
  let frames = 0;

  /** The song on air and the one decided next are known: arm the link between them, flag the ones they broke. */
  function check(current: Layer<OnAirItem>, next: Layer<OnAirItem>) {
    const now = deps.clock.now();
    const nextTrack = trackOf(next);
    for (const link of candidates) {
      if (nextTrack?.id === link.nextTrackId && !armed) {
        armed = { link, next, source: decoder(own, link), started: false };
      } else if (nextTrack?.id !== link.nextTrackId) flag(own, link, VOICE_REASONS.next(next.meta.title));
    }
    if (!nextTrack) return;
    const before = ctx.repos.voiceTracks.readyBefore(
      nextTrack.id,
      now - VOICE_AIR_WINDOW_MS,
      now + VOICE_AIR_WINDOW_MS,
    );
    for (const link of before)
      if (link.prevTrackId !== trackOf(current)?.id && armed?.link.id !== link.id)
        flag(own, link, VOICE_REASONS.previous(current.meta.title));
  }

  function sweep() {
    for (const link of ctx.repos.voiceTracks.readyOverdue(deps.clock.now() - VOICE_AIR_WINDOW_MS))
      if (armed?.link.id !== link.id) flag(own, link, VOICE_REASONS.missed);
  }

  return {
    /** Each frame, before the rotation's transition: true while the change to the next song must wait for the voice. */
    step(): boolean {
      if (++frames % SWEEP_FRAMES === 0) sweep();
      const mixer = deps.mixer();
      const current = mixer.current();
      if (current !== lookedAt) {
        lookedAt = current;
        checkedNext = null;
        const track = trackOf(current);
        const now = deps.clock.now();
        candidates = track
          ? ctx.repos.voiceTracks.readyAfter(track.id, now - VOICE_AIR_WINDOW_MS, now + VOICE_AIR_WINDOW_MS)
          : [];
      }
      if (!current || mixer.fading()) return false;
      const left = remaining(current);
      const longest = Math.max(0, ...candidates.map((l) => framesFor(l.overlapBefore)));
      if (candidates.length > 0 && !deps.next().current() && left <= longest + PREROLL_FRAMES) deps.next().prepare();
      const next = deps.next().current();
      if (next && next !== checkedNext && !armed) {
        checkedNext = next;
        check(current, next);
      }
      if (!armed) return false;
      if (armed.next !== next) {
        // The next item was dropped or replaced before the voice began: nothing of the link aired.
        if (!armed.started) armed.source.close();
        armed = null;
        return false;
      }
      const { link } = armed;
      if (!armed.started) {
        if (armed.source.failed()) {
          flag(own, link, 'El audio del enlace no se pudo leer.');
          armed = null;
          return false;
        }
        if (left > framesFor(link.overlapBefore) && !current.source.finished()) return true;
        armed.started = true;
        overlay.play(armed.source, link.duckDb);
        aired(own, current, link);
        return true;
      }
      const played = overlay.played();
      if (played !== null && framesFor(link.duration) - played > framesFor(link.overlapAfter)) return true;
      armed = null;
      return false;
    },
    /** Every bus frame: the voice over the music, the music ducked under it. */
    mix: overlay.mix,
    stop() {
      if (armed && !armed.started) armed.source.close();
      armed = null;
      overlay.stop();
    },
  };
}
