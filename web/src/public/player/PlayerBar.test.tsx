import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NowPlaying } from '../../../../shared/schemas/broadcast/streaming';
import { usePlayer } from '../../stores/player';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { page, track } from '../../testing/tracks';
import { PlayerBar } from './PlayerBar';
import { isStationStream } from './station-stream';

const api = useApiServer();

const songs = [track(1, 'Aurora'), track(2, 'Brisa'), track(3, 'Calma')];

function nowPlaying(serverRunning: boolean): NowPlaying {
  return {
    current: serverRunning
      ? {
          trackId: 9,
          title: 'En antena',
          artist: 'Alguien',
          album: null,
          coverImageUrl: null,
          startedAt: '2026-11-25T20:00:00.000Z',
          duration: 200,
          source: 'rotation',
        }
      : null,
    next: null,
    history: [],
    listeners: 3,
    serverRunning,
    isLive: false,
    programme: { title: 'Rotación', location: '', time: '' },
  };
}

/** The station's answers: the newest songs for the queue, what is on air, and each file's HEAD check. */
function serveStation({ onAir, playable = [1, 2, 3] }: { onAir: boolean; playable?: number[] }) {
  api.on('tracks.list', page(songs));
  api.on('nowPlaying.get', nowPlaying(onAir));
  for (const id of playable) api.on(`HEAD /uploads/${id}.mp3`, {});
}

/** The desktop layout's controls (the mobile layout repeats them, hidden by CSS). */
function controls() {
  const bar = within(screen.getByTestId('player-desktop'));
  return {
    previous: bar.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement,
    toggle: bar.getByTestId('player-toggle') as HTMLButtonElement,
    next: bar.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement,
  };
}

describe('PlayerBar', () => {
  it("takes the library's newest songs (music only) as its queue and plays the first on ▶", async () => {
    serveStation({ onAir: false });
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(controls().next.disabled).toBe(false));
    const [queue] = api.sent('tracks.list');
    expect([queue?.query.get('kind'), queue?.query.get('limit')]).toEqual(['music', '200']);
    expect(controls().toggle.getAttribute('aria-label')).toBe('Reproducir');
    fireEvent.click(controls().toggle);
    await waitFor(() => expect(controls().toggle.getAttribute('aria-label')).toBe('Pausar'));
    expect(usePlayer.getState().currentTrack?.title).toBe('Aurora');
    // Spec §5: the file is checked with HEAD before it is played.
    await waitFor(() => expect(api.sent('HEAD /uploads/1.mp3').length).toBe(1));
  });

  it('with nothing in the library, nothing can be pressed', async () => {
    api.on('tracks.list', page([]));
    api.on('nowPlaying.get', nowPlaying(false));
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(usePlayer.getState().tracksLoaded).toBe(true));
    await waitFor(() => expect(controls().toggle.disabled).toBe(true));
    const { previous, next } = controls();
    expect([previous.disabled, next.disabled]).toEqual([true, true]);
  });

  it('▶ tapped before the station has answered is kept, then plays the radio once the answer comes', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('tracks.list', page(songs));
    api.on('nowPlaying.get', async () => {
      await answered;
      return { body: nowPlaying(true) };
    });
    renderWithQueries(<PlayerBar />);
    // Painted and pressable at once: nothing is known yet, and the tap is not lost.
    expect(controls().toggle.disabled).toBe(false);
    fireEvent.click(controls().toggle);
    await waitFor(() => expect(controls().toggle.getAttribute('aria-busy')).toBe('true'));
    expect(usePlayer.getState().isPlaying).toBe(false);
    answer();
    await waitFor(() => expect(isStationStream(usePlayer.getState().currentStream)).toBe(true));
    expect(usePlayer.getState().isPlaying).toBe(true);
    expect(controls().toggle.getAttribute('aria-busy')).toBe('false');
  });

  it('offers the radio while the station is on air and nothing was chosen: ▶ plays the stream, ⏭ the songs', async () => {
    serveStation({ onAir: true });
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(controls().toggle.getAttribute('aria-label')).toBe('Escuchar Ràdio Portbou en directo'));
    fireEvent.click(controls().toggle);
    await waitFor(() => expect(isStationStream(usePlayer.getState().currentStream)).toBe(true));
    // Once the listener has chosen, ▶ is the ordinary play/pause and ⏭ walks the songs.
    fireEvent.click(controls().next);
    await waitFor(() => expect(usePlayer.getState().currentTrack?.title).toBe('Aurora'));
    expect(usePlayer.getState().currentStream).toBeNull();
  });

  it("offering the radio, the bar shows no seek bar with the primed song's length, only what the air is", async () => {
    serveStation({ onAir: true });
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(controls().next.disabled).toBe(false));
    usePlayer.getState().prime(0);
    await waitFor(() => expect(controls().toggle.getAttribute('aria-label')).toBe('Escuchar Ràdio Portbou en directo'));
    const bar = within(screen.getByTestId('player-desktop'));
    await waitFor(() => expect(bar.getByTestId('player-stream-state').textContent).toBe('EN ANTENA'));
    expect(bar.queryByRole('slider', { name: 'Posición de la pista' })).toBeNull();
    expect(bar.queryByTestId('player-total')).toBeNull();
    // Once a song is chosen the bar is a song's again, with its position.
    fireEvent.click(controls().next);
    await waitFor(() => expect(bar.getByRole('slider', { name: 'Posición de la pista' })).toBeTruthy());
    expect(bar.getByTestId('player-total').textContent).toBe('3:00');
  });

  it('"next" from the offer plays the primed song, not the stream', async () => {
    serveStation({ onAir: true });
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(controls().next.disabled).toBe(false));
    usePlayer.getState().prime(1);
    await waitFor(() => expect(controls().toggle.getAttribute('aria-label')).toBe('Escuchar Ràdio Portbou en directo'));
    fireEvent.click(controls().next);
    await waitFor(() => expect(usePlayer.getState().isPlaying).toBe(true));
    expect(usePlayer.getState().currentTrack?.title).toBe('Brisa');
  });

  it('a file that fails its check shows the red banner, then the bar moves on to the next song', async () => {
    serveStation({ onAir: false, playable: [2, 3] });
    renderWithQueries(<PlayerBar />);
    await waitFor(() => expect(controls().toggle.disabled).toBe(false));
    fireEvent.click(controls().toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Error cargando la pista. Intentando siguiente...');
    // The banner stays long enough to be read (SKIP_AFTER_ERROR_MS), then the next file is checked.
    // (A check the previous test started may land late: only those after this failure count.)
    const checks = () => api.requests.filter((r) => r.method === 'HEAD').map((r) => r.path);
    await waitFor(() => expect(checks().slice(checks().indexOf('/uploads/1.mp3'))).toContain('/uploads/2.mp3'), {
      timeout: 6_000,
    });
    expect(usePlayer.getState().currentTrack?.title).toBe('Brisa');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("a live stream that cannot be played says so in the stream's words", async () => {
    serveStation({ onAir: false });
    renderWithQueries(<PlayerBar />);
    usePlayer.getState().playStream({ id: 7, name: 'Otra radio', url: 'https://radio.invalid/stream', isActive: true });
    usePlayer.getState().fail('stream');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error cargando la transmisión en vivo. Inténtalo de nuevo más tarde.',
    );
  });
});
