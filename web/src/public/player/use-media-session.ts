import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownTrack, usePlayer } from '../../stores/player';

/** Lock screens and headset keys: title, artist and cover of the current track; play/pause/next/previous. */
export function useMediaSession(): void {
  const { t } = useTranslation();
  const current = usePlayer((s) => s.currentTrack);
  const onAir = usePlayer((s) => s.onAir);
  // On the station's mount the lock screen shows what is on air, not the mount's name.
  const track = useMemo(() => shownTrack(current, onAir), [current, onAir]);
  const isPlaying = usePlayer((s) => s.isPlaying);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const actions: Array<[MediaSessionAction, () => void]> = [
      [
        'play',
        () => {
          const s = usePlayer.getState();
          if (s.currentTrack) s.resume();
          else s.playIndex(0);
        },
      ],
      ['pause', () => usePlayer.getState().pause()],
      ['nexttrack', () => usePlayer.getState().next()],
      ['previoustrack', () => usePlayer.getState().previous()],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // the browser does not know this action
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // idem
        }
      }
    };
  }, []);

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    if (!track) {
      navigator.mediaSession.metadata = null;
      return;
    }
    const cover = track.coverImageUrl ? new URL(track.coverImageUrl, window.location.href).href : undefined;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.title || t('player.untitled'),
      artist: track.artist || t('player.unknownArtist'),
      album: track.album ?? '',
      artwork: cover ? [{ src: cover, sizes: '512x512' }] : [],
    });
  }, [track, t]);

  useEffect(() => {
    if ('mediaSession' in navigator) navigator.mediaSession.playbackState = isPlaying ? 'playing' : 'paused';
  }, [isPlaying]);
}
