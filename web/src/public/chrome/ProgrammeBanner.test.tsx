import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { NowPlaying, Programme } from '../../../../shared/schemas/broadcast/streaming';
import i18n from '../../i18n';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { ProgrammeBanner } from './ProgrammeBanner';

const api = useApiServer();
afterEach(() => i18n.changeLanguage('es'));

/** What the engine reports: the rotation on air (no live show), or the engine stopped. */
function engine(running: boolean, programme: Programme): NowPlaying {
  return {
    current: running
      ? {
          trackId: 4,
          title: 'Mar de fons',
          artist: 'Alguien',
          album: null,
          coverImageUrl: null,
          startedAt: '2026-11-29T02:00:00.000Z',
          duration: 200,
          source: 'rotation',
        }
      : null,
    next: null,
    history: [],
    listeners: 2,
    serverRunning: running,
    isLive: false,
    programme,
  };
}

const STATION_DEFAULT: Programme = { title: 'Ràdio Portbou', location: 'Portbou', time: 'Lunes a Domingo, 0 a 24h' };

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ProgrammeBanner /> }], { initialEntries: [path] });
  return renderWithQueries(<RouterProvider router={router} />);
}

const texts = () => ({
  air: screen.getByTestId('programme-air').textContent,
  title: screen.getByTestId('programme-title').textContent,
  banner: screen.getByTestId('programme-banner').textContent,
});

describe('the programme banner', () => {
  for (const [language, onAir, hours] of [
    ['es', 'En antena', 'Lunes a Domingo, 0 a 24h'],
    ['ca', 'En antena', 'Dilluns a Diumenge, 0 a 24h'],
    ['fr', "À l'antenne", 'Lundi à dimanche, 0 à 24h'],
  ] as const) {
    it(`on the home page says what /live says (${language}): the station in rotation, no programme it does not air`, async () => {
      await i18n.changeLanguage(language);
      api.on('nowPlaying.get', engine(true, STATION_DEFAULT));
      api.on('station.programme', STATION_DEFAULT);
      renderAt('/');
      await waitFor(() => expect(texts().air).toBe(onAir));
      await waitFor(() => expect(texts().banner).toContain(hours));
      expect(texts().title).toBe('Ràdio Portbou');
      expect(texts().banner).not.toMatch(/the radio|9 a 12h|9 à 12h/);
    });
  }

  it('on the home page names the programme on the grid, as every other page does', async () => {
    const show: Programme = { title: 'Tardes de Frontera', location: 'Portbou', time: '16:00 - 18:00' };
    api.on('nowPlaying.get', engine(true, show));
    api.on('station.programme', show);
    renderAt('/');
    await waitFor(() => expect(texts().title).toBe('Tardes de Frontera'));
    await waitFor(() => expect(texts().air).toBe('En antena'));
    expect(texts().banner).toContain('16:00 - 18:00');
  });

  it('never says "En antena" while the engine is stopped', async () => {
    api.on('nowPlaying.get', engine(false, STATION_DEFAULT));
    api.on('station.programme', STATION_DEFAULT);
    renderAt('/');
    await waitFor(() => expect(texts().air).toBe('Fuera de emisión'));
    await waitFor(() => expect(texts().banner).toContain('Lunes a Domingo, 0 a 24h'));
    expect(texts().title).toBe('Ràdio Portbou');
  });
});
