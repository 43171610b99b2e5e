import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RequestAvailability, REQUESTS_ALL_OPEN } from '../../../../shared/schemas/requests/requests';
import i18n from '../../i18n';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { page, track } from '../../testing/tracks';
import RequestDialog from './RequestDialog';
import { useRequestDialog } from './request-store';

const api = useApiServer();
beforeAll(() => i18n.loadNamespaces('requests'));

// Six songs, as a new station has; times in Madrid (winter, UTC+1).
const songs = ['Faro', 'Tramontana', 'Belitres', 'Garbí', 'Cap de Creus', 'Colera'].map((t, i) => track(i + 1, t));

function serve(availability: Partial<RequestAvailability>) {
  api.on('station.siteConfig', { spotifyApiBase: 'x', listenerCountMinimum: 0, timeZone: 'Europe/Madrid' });
  api.on('requests.tracks', page(songs));
  api.on('requests.availability', { ...REQUESTS_ALL_OPEN, ...availability });
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('the request dialog says what can be asked for before anything is typed', () => {
  it('marks the songs that cannot be asked for now, each with when it can, and offers only the others', async () => {
    serve({
      unavailable: [
        { trackId: 1, reason: 'recently_aired', availableAt: '2026-11-29T19:35:00.000Z' },
        { trackId: 2, reason: 'already_pending', availableAt: null },
      ],
    });
    useRequestDialog.getState().ask();
    renderWithQueries(<RequestDialog />);
    await waitFor(() => expect(row('Faro').textContent).toContain('se podrá pedir a partir de las 20:35'));
    expect(within(row('Faro')).queryByRole('button', { name: 'Pedir «Faro»' })).toBeNull();
    expect(row('Tramontana').textContent).toContain('Ya está pedida: sonará pronto.');
    expect(within(row('Tramontana')).queryByRole('button')).toBeNull();
    expect(within(row('Belitres')).getByRole('button', { name: 'Pedir «Belitres»' })).toBeTruthy();
  });

  it('a song chosen from a list that cannot be asked for now says so and when, with no dedication to write', async () => {
    serve({ unavailable: [{ trackId: 1, reason: 'recently_aired', availableAt: '2026-11-29T19:35:00.000Z' }] });
    useRequestDialog.getState().ask(songs[0]!);
    renderWithQueries(<RequestDialog />);
    expect(
      (await screen.findByText(/Ha sonado hace poco: se podrá pedir a partir de las 20:35/)).textContent,
    ).toBeTruthy();
    expect(screen.queryByLabelText('Dedicatoria (opcional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elegir otra' }));
    expect(await screen.findByRole('button', { name: 'Pedir «Garbí»' })).toBeTruthy();
  });

  it('closed: says why and until when, and offers no search nor dedication', async () => {
    serve({ open: false, reason: 'requests_off_now', reopensAt: '2026-11-29T21:00:00.000Z' });
    useRequestDialog.getState().ask();
    renderWithQueries(<RequestDialog />);
    expect((await screen.findByTestId('requests-closed')).textContent).toBe(
      'Durante este programa no se aceptan peticiones. Se vuelven a abrir hacia las 22:00.',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByLabelText('Dedicatoria (opcional)')).toBeNull();
  });

  it('a listener who asked a moment ago is told when they can ask again, before choosing', async () => {
    serve({ listenerNextAt: '2026-11-29T19:12:00.000Z' });
    useRequestDialog.getState().ask();
    renderWithQueries(<RequestDialog />);
    expect((await screen.findByTestId('requests-closed')).textContent).toBe(
      'Ya has pedido una canción: podrás pedir otra a partir de las 20:12.',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('a song a separation rule holds says until about when and why, above the dedication', async () => {
    serve({});
    api.on('requests.check', {
      ...{ trackId: 3, verdict: 'wait', availableAt: '2026-11-29T13:35:00.000Z', rule: 'artist', minutes: 60 },
      message: 'Podrá sonar hacia las 14:35: …',
    });
    useRequestDialog.getState().ask(songs[2]!);
    renderWithQueries(<RequestDialog />);
    expect((await screen.findByTestId('request-check')).textContent).toBe(
      'Podrá sonar hacia las 14:35: la emisora no pone dos canciones del mismo artista con menos de 60 minutos de separación.',
    );
    expect(screen.getByLabelText('Dedicatoria (opcional)')).toBeTruthy();
  });

  it('a song no rule lets air in time is refused with the reason, with no dedication to write', async () => {
    serve({});
    api.on('requests.check', {
      ...{ trackId: 4, verdict: 'refused', availableAt: null, rule: 'title', minutes: 240 },
      message: 'No podrá sonar…',
    });
    useRequestDialog.getState().ask(songs[3]!);
    renderWithQueries(<RequestDialog />);
    expect((await screen.findByTestId('request-check')).textContent).toBe(
      'No podrá sonar en las próximas 3 horas: la emisora no repite una canción con menos de 240 minutos de separación. Pide otra canción.',
    );
    expect(screen.queryByLabelText('Dedicatoria (opcional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elegir otra' }));
    expect(await screen.findByRole('button', { name: 'Pedir «Garbí»' })).toBeTruthy();
  });
});
