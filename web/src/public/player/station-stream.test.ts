import { beforeEach, describe, expect, it } from 'vitest';
import { usePlayer } from '../../stores/player';
import { listenLive, STATION_STREAM } from './station-stream';

const state = () => usePlayer.getState();

describe('listenLive', () => {
  beforeEach(() => {
    usePlayer.setState({
      currentIndex: -1,
      currentTrack: null,
      currentStream: null,
      isPlaying: false,
      error: null,
      playRequest: 0,
    });
  });

  it('starts the station stream', () => {
    listenLive();
    expect(state()).toMatchObject({ currentStream: STATION_STREAM, isPlaying: true, playRequest: 1 });
  });

  it('leaves the station stream alone while it plays (a second press does not reconnect it)', () => {
    listenLive();
    listenLive();
    expect(state().playRequest).toBe(1);
  });

  it('starts it again when it was paused or had failed', () => {
    listenLive();
    state().pause();
    listenLive();
    expect(state()).toMatchObject({ isPlaying: true, playRequest: 2 });
    state().fail('stream');
    listenLive();
    expect(state()).toMatchObject({ isPlaying: true, error: null, playRequest: 3 });
  });

  it('switches from another source to the station', () => {
    state().playStream({ id: 9, name: 'Relé', url: 'http://relay.example/stream', isActive: true });
    listenLive();
    expect(state().currentStream).toEqual(STATION_STREAM);
  });
});
