import { create } from 'zustand';
import type { StreamingSource } from '../../../shared/schemas/broadcast/sources';
import type { Track } from '../../../shared/schemas/library/tracks';

/** Spec §3: a streaming source becomes this pseudo-track when played. */
export function streamAsTrack(source: StreamingSource): Track {
  return {
    id: -1,
    title: source.name,
    artist: 'Radio Streaming',
    album: '',
    duration: 0,
    coverImageUrl: null,
    audioFileUrl: source.url,
    uploadedBy: 0,
    createdAt: '',
  };
}

export type PlayerError = 'track' | 'stream' | null;

/** What the station is airing, shown in the bar while the listener is on the station's own mount. */
export type OnAirInfo = Pick<Track, 'title' | 'artist' | 'album' | 'coverImageUrl'>;

export interface PlayerState {
  /** The queue previous/next walk. */
  tracks: Track[];
  /**
   * 'library': the bar's default queue (the newest songs, setTracks). 'list': the list the listener played a song
   * from, in the order and with the search they saw it (Mi Música); the library's refreshes no longer replace it.
   */
  queueSource: 'library' | 'list';
  /** -1 when no library track is current (nothing chosen yet, or a live stream is playing). */
  currentIndex: number;
  currentTrack: Track | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  currentStream: StreamingSource | null;
  /** The on-air item from the now-playing events; only set while the station's mount is the current stream. */
  onAir: OnAirInfo | null;
  autoplay: boolean;
  /** Set when the current file or stream could not be played; the bar shows the red banner. */
  error: PlayerError;
  /** Bumped on every explicit play request so re-choosing the same track restarts it. */
  playRequest: number;
  tracksLoaded: boolean;
  setTracks(tracks: Track[]): void;
  /** Make a track current without starting it (home page priming). */
  prime(index: number): void;
  playIndex(index: number): void;
  playTrack(track: Track): void;
  /** Plays `track` with `list` (as shown on screen) as the queue, so next/previous follow the screen. */
  playFromList(list: readonly Track[], track: Track): void;
  /** The shown list changed (sort, search, a page loaded): a queue taken from it follows, keeping the current song. */
  followList(list: readonly Track[]): void;
  playStream(source: StreamingSource): void;
  /** Plays a file that is not in the library list (a podcast episode); next/previous return to the library. */
  playItem(track: Track): void;
  togglePlay(): void;
  pause(): void;
  resume(): void;
  next(): void;
  previous(): void;
  setTime(currentTime: number): void;
  setDuration(duration: number): void;
  fail(kind: Exclude<PlayerError, null>): void;
  setOnAir(info: OnAirInfo | null): void;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/** What starting `track` sets (`fields` add to it or override it), asking the audio element to load it anew. */
const startPlaying =
  (track: Track, fields: Partial<PlayerState>) =>
  (s: PlayerState): Partial<PlayerState> => ({
    currentTrack: track,
    currentStream: null,
    onAir: null,
    isPlaying: true,
    currentTime: 0,
    duration: track.duration,
    error: null,
    playRequest: s.playRequest + 1,
    ...fields,
  });

export const usePlayer = create<PlayerState>((set, get) => ({
  tracks: [],
  queueSource: 'library',
  currentIndex: -1,
  currentTrack: null,
  isPlaying: false,
  currentTime: 0,
  duration: 0,
  currentStream: null,
  onAir: null,
  autoplay: true,
  error: null,
  playRequest: 0,
  tracksLoaded: false,
  setTracks: (tracks) => {
    if (get().queueSource === 'list') return set({ tracksLoaded: true });
    const { currentTrack, currentStream } = get();
    // Keep the current track's position when the list is refreshed.
    const currentIndex = currentTrack && !currentStream ? tracks.findIndex((t) => t.id === currentTrack.id) : -1;
    set({ tracks, tracksLoaded: true, currentIndex });
  },
  prime: (index) => {
    const track = get().tracks[index];
    if (!track) return;
    set({
      currentIndex: index,
      currentTrack: track,
      currentStream: null,
      onAir: null,
      currentTime: 0,
      duration: track.duration,
      error: null,
    });
  },
  playIndex: (index) => {
    const { tracks } = get();
    if (tracks.length === 0) return;
    const i = wrap(index, tracks.length);
    set(startPlaying(tracks[i]!, { currentIndex: i }));
  },
  playTrack: (track) => {
    const index = get().tracks.findIndex((t) => t.id === track.id);
    if (index >= 0) return get().playIndex(index);
    // Big libraries: the bar's queue holds the first page only; a song picked further down joins it at the end.
    set((s) => ({ tracks: [...s.tracks, track] }));
    get().playIndex(get().tracks.length - 1);
  },
  playFromList: (list, track) => {
    set({ tracks: [...list], queueSource: 'list' });
    get().playTrack(track);
  },
  followList: (list) => {
    const { queueSource, currentTrack, currentStream } = get();
    if (queueSource !== 'list') return;
    // A song the new search leaves out stays current; next then starts the list as shown, previous ends it.
    const currentIndex = currentTrack && !currentStream ? list.findIndex((t) => t.id === currentTrack.id) : -1;
    set({ tracks: [...list], currentIndex });
  },
  playItem: (track) => set(startPlaying(track, { currentIndex: -1 })),
  playStream: (source) =>
    set(startPlaying(streamAsTrack(source), { currentIndex: -1, currentStream: source, duration: 0 })),
  togglePlay: () => {
    const { currentTrack, isPlaying } = get();
    if (!currentTrack) return get().playIndex(0);
    if (isPlaying) return get().pause();
    get().resume();
  },
  pause: () => set({ isPlaying: false }),
  resume: () => {
    const { currentTrack, error } = get();
    if (!currentTrack) return;
    // After an error the file has to be checked and loaded again.
    if (error) return set((s) => ({ isPlaying: true, error: null, playRequest: s.playRequest + 1 }));
    set({ isPlaying: true });
  },
  next: () => {
    const { currentIndex, tracks } = get();
    if (tracks.length === 0) return;
    get().playIndex(currentIndex + 1);
  },
  previous: () => {
    const { currentIndex, tracks } = get();
    if (tracks.length === 0) return;
    // From a live stream (index -1) "previous" goes to the last track, as wrap-around from the first would.
    get().playIndex(currentIndex <= 0 ? tracks.length - 1 : currentIndex - 1);
  },
  setTime: (currentTime) => set({ currentTime }),
  setDuration: (duration) => set({ duration }),
  fail: (kind) => set({ error: kind, isPlaying: false }),
  setOnAir: (onAir) => set({ onAir: get().currentStream ? onAir : null }),
}));

/** The track the bar and the lock screen show: the on-air item while on the station's mount, else the current one. */
export function shownTrack(currentTrack: Track | null, onAir: OnAirInfo | null): Track | null {
  if (!currentTrack || !onAir) return currentTrack;
  return { ...currentTrack, ...onAir };
}
