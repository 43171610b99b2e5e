import { beforeEach, describe, expect, it } from 'vitest';
import type { Track } from '../../../shared/schemas/library/tracks';
import { streamAsTrack, usePlayer } from './player';

const track = (id: number): Track => ({
  id,
  title: `T${id}`,
  artist: `A${id}`,
  album: null,
  duration: 100 + id,
  coverImageUrl: null,
  audioFileUrl: `/media/audio/${id}.mp3`,
  uploadedBy: 1,
  createdAt: '2025-06-01T00:00:00Z',
});
const source = { id: 7, name: 'Ràdio Portbou', url: '/stream', isActive: true };
const state = () => usePlayer.getState();

describe('player store', () => {
  beforeEach(() => {
    usePlayer.setState({
      tracks: [],
      queueSource: 'library',
      currentIndex: -1,
      currentTrack: null,
      isPlaying: false,
      currentTime: 0,
      duration: 0,
      currentStream: null,
      error: null,
      playRequest: 0,
    });
    state().setTracks([track(1), track(2), track(3)]);
  });

  it('starts idle with autoplay on', () => {
    expect(state()).toMatchObject({ currentIndex: -1, currentTrack: null, isPlaying: false, autoplay: true });
  });

  it('toggling with no current track plays the first one', () => {
    state().togglePlay();
    expect(state()).toMatchObject({ currentIndex: 0, isPlaying: true, duration: 101, currentTime: 0 });
  });

  it('next wraps from last to first and previous from first to last, resetting time', () => {
    state().playIndex(2);
    state().setTime(42);
    state().next();
    expect(state()).toMatchObject({ currentIndex: 0, currentTime: 0, isPlaying: true });
    state().pause();
    state().previous();
    expect(state()).toMatchObject({ currentIndex: 2, isPlaying: true });
  });

  it('every play request is a new request, even for the same track', () => {
    state().playIndex(1);
    const first = state().playRequest;
    state().playIndex(1);
    expect(state().playRequest).toBe(first + 1);
  });

  it('a stream clears the index and becomes the spec pseudo-track', () => {
    state().playIndex(1);
    state().playStream(source);
    expect(state()).toMatchObject({ currentIndex: -1, currentStream: source, isPlaying: true });
    expect(state().currentTrack).toEqual(streamAsTrack(source));
    expect(streamAsTrack(source)).toMatchObject({
      id: -1,
      artist: 'Radio Streaming',
      album: '',
      duration: 0,
      coverImageUrl: null,
      audioFileUrl: '/stream',
      uploadedBy: 0,
    });
  });

  it('next after a stream goes to the first track', () => {
    state().playStream(source);
    state().next();
    expect(state()).toMatchObject({ currentIndex: 0, currentStream: null });
  });

  it('a failure stops playing and flags the banner; resuming retries with a new request', () => {
    state().playIndex(0);
    state().fail('track');
    expect(state()).toMatchObject({ isPlaying: false, error: 'track' });
    const request = state().playRequest;
    state().togglePlay();
    expect(state()).toMatchObject({ isPlaying: true, error: null, playRequest: request + 1 });
  });

  it('priming makes a track current without playing it', () => {
    state().prime(0);
    expect(state()).toMatchObject({ currentIndex: 0, isPlaying: false, currentTrack: track(1) });
  });

  it('a refreshed list keeps the current track by id', () => {
    state().playIndex(1);
    state().setTracks([track(9), track(2)]);
    expect(state().currentIndex).toBe(1);
  });

  describe('a queue taken from the list on screen (Mi Música)', () => {
    // The library's order is 1, 2, 3 (the bar's default queue); the listener sees it sorted as 3, 1, 2.
    const shown = () => [track(3), track(1), track(2)];

    it('next and previous follow the list as shown, not the library order', () => {
      const list = shown();
      state().playFromList(list, list[1]!);
      expect(state().currentTrack?.id).toBe(1);
      state().next();
      expect(state().currentTrack?.id).toBe(2);
      state().next();
      expect(state().currentTrack?.id).toBe(3);
      state().previous();
      expect(state().currentTrack?.id).toBe(2);
    });

    it("a refresh of the library keeps the listener's queue", () => {
      state().playFromList(shown(), track(3));
      state().setTracks([track(1), track(2), track(3), track(4)]);
      state().next();
      expect(state().currentTrack?.id).toBe(1);
    });

    it('follows a new sort or search of the list, keeping the current song', () => {
      state().playFromList(shown(), track(1));
      state().followList([track(2), track(1), track(3)]);
      expect(state()).toMatchObject({ currentIndex: 1, isPlaying: true });
      state().next();
      expect(state().currentTrack?.id).toBe(3);
      // A search that leaves the current song out: it keeps playing; next starts the list as shown.
      state().followList([track(2), track(4)]);
      expect(state()).toMatchObject({ currentIndex: -1, currentTrack: { id: 3 } });
      state().followList([track(5), track(6)]);
      state().next();
      expect(state().currentTrack?.id).toBe(5);
    });

    it("a list the listener never played from does not touch the bar's queue", () => {
      state().playIndex(0);
      state().followList(shown());
      state().next();
      expect(state().currentTrack?.id).toBe(2);
    });
  });
});
