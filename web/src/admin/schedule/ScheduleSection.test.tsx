import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Playlist } from '../../../../shared/schemas/programming/playlists';
import type { ScheduleDay } from '../../../../shared/schemas/programming/station';
import { useToasts } from '../../stores/toasts';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { page, track } from '../../testing/tracks';
import { ScheduleSection } from './ScheduleSection';

const api = useApiServer();

const playlists: Playlist[] = [
  { id: 4, name: 'Noches de jazz', kind: 'music', shuffle: false, trackIds: [], isDefault: false },
  { id: 5, name: 'Caretas', kind: 'jingles', shuffle: false, trackIds: [], isDefault: false },
];
const recording = track(40, 'Entrevista grabada', { duration: 3600 });
const schedule: ScheduleDay[] = [
  {
    date: '2026-11-26',
    day: 26,
    weekday: 'Jueves',
    programs: [
      { id: 1, start: '08:00', end: '09:00', title: 'Despertar', host: 'Ana', type: 'talk', showTrackId: 40 },
      { id: 2, start: '22:00', end: '24:00', title: 'Jazz', host: '', type: 'music', playlistId: 4 },
      { id: 3, start: '20:00', end: '21:00', title: 'Concierto', host: '', type: 'live' },
    ],
  },
];

function serveStation() {
  api.on('station.schedule', schedule);
  api.on('playlists.list', playlists);
  api.on('tracks.list', ({ query }) => ({ body: query.has('ids') ? [recording] : page([recording]) }));
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function openNewProgramme() {
  renderWithQueries(<ScheduleSection />);
  fireEvent.click(screen.getByRole('button', { name: 'Añadir programa' }));
  await screen.findByRole('option', { name: 'Noches de jazz' });
}

describe('ScheduleSection (the schedule editor)', () => {
  it('lists each day with what puts every programme on air', async () => {
    serveStation();
    renderWithQueries(<ScheduleSection />);
    expect(await screen.findByText('Jueves 26')).toBeTruthy();
    expect(await screen.findByText('Grabación: «Entrevista grabada»')).toBeTruthy();
    expect(await screen.findByText('Lista «Noches de jazz»')).toBeTruthy();
    expect(screen.getByText('En directo desde OBS; sin señal, rotación por defecto')).toBeTruthy();
    // The rows' recordings are asked for by id, never the whole library.
    expect(api.sent('tracks.list').map((r) => r.query.get('ids'))).toEqual(['40']);
  });

  it('adds a programme until midnight with a music list, then closes the form and reloads the schedule', async () => {
    serveStation();
    // The stored programme, as the server answers it (the app parses it against the API table's schema).
    api.on('schedule.create', {
      ...{ id: 9, date: '2026-11-27', start: '23:00', end: '24:00', title: 'Trasnoche', host: '' },
      ...{ type: 'music', playlistId: 4, showTrackId: null, relayUrl: null, repeatOf: null },
    });
    await openNewProgramme();
    set('Fecha', '2026-11-27');
    set('Inicio', '23:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hasta medianoche (24:00)' }));
    expect(field('Fin').disabled).toBe(true);
    set('Título', '  Trasnoche ');
    set('Lista de música', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nuevo programa' })).toBeNull());
    expect(api.sent('schedule.create').map((r) => r.body)).toEqual([
      {
        date: '2026-11-27',
        start: '23:00',
        end: '24:00',
        title: 'Trasnoche',
        host: '',
        type: 'music',
        playlistId: 4,
        showTrackId: null,
      },
    ]);
    expect(useToasts.getState().current?.title).toBe('Programa añadido');
    await waitFor(() => expect(api.sent('station.schedule').length).toBe(2));
  });

  it('offers only music lists: a jingle list never feeds a slot', async () => {
    serveStation();
    await openNewProgramme();
    const options = within(screen.getByLabelText('Lista de música')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Rotación por defecto', 'Noches de jazz']);
  });

  it('unticking midnight brings back the end time it replaced', async () => {
    serveStation();
    await openNewProgramme();
    set('Fin', '11:30');
    const midnight = screen.getByRole('checkbox', { name: 'Hasta medianoche (24:00)' });
    fireEvent.click(midnight);
    expect(field('Fin').value).toBe('');
    fireEvent.click(midnight);
    expect(field('Fin').value).toBe('11:30');
    expect(field('Fin').disabled).toBe(false);
  });

  it('a live programme drops the chosen recording and cannot take one', async () => {
    serveStation();
    await openNewProgramme();
    fireEvent.change(field('Programa grabado'), { target: { value: 'entre' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Entrevista grabada' }));
    expect(screen.getByText('Elegido: Entrevista grabada — Artista 40')).toBeTruthy();
    set('Tipo', 'live');
    expect(screen.getByText('Ninguno')).toBeTruthy();
    expect(field('Programa grabado').disabled).toBe(true);
  });

  it('an end before the start is refused under Fin and nothing is sent', async () => {
    serveStation();
    await openNewProgramme();
    set('Título', 'Tarde');
    set('Inicio', '18:00');
    set('Fin', '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('La hora de fin debe ser posterior a la de inicio.')).toBeTruthy();
    expect(api.sent('schedule.create')).toEqual([]);
  });

  it("a refusal keeps the form open and shows the server's reason", async () => {
    serveStation();
    const reason = 'El programa se solapa con «Despertar» (08:00–09:00).';
    api.on('schedule.create', () => ({ status: 409, body: { error: 'overlap', message: reason } }));
    await openNewProgramme();
    set('Título', 'Otro');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(useToasts.getState().current?.description).toBe(reason));
    expect(useToasts.getState().current?.variant).toBe('destructive');
    expect(screen.getByRole('heading', { name: 'Nuevo programa' })).toBeTruthy();
  });
});
