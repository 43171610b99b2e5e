import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { page, track } from '../../testing/tracks';
import { TrackPicker } from './TrackPicker';

const api = useApiServer();

function renderPicker(props: Partial<Parameters<typeof TrackPicker>[0]> = {}) {
  const picked = vi.fn();
  renderWithQueries(
    <TrackPicker
      searchLabel="Buscar"
      placeholder="Buscar canción"
      resultsLabel="Resultados"
      renderAction={(t, clearSearch) => (
        <button
          type="button"
          onClick={() => {
            picked(t.id);
            clearSearch();
          }}
        >
          Elegir {t.title}
        </button>
      )}
      {...props}
    />,
  );
  return { picked, box: screen.getByRole('searchbox', { name: 'Buscar' }) };
}

describe('TrackPicker', () => {
  it('asks the server for the typed words, sorted by title, and lists what it answers with the total', async () => {
    api.on('tracks.list', ({ query }) => ({
      body:
        query.get('q') === 'luna'
          ? page([track(2, 'Luna llena')], 0, 1)
          : page([track(1, 'Aurora'), track(2, 'Luna llena')]),
    }));
    const { box } = renderPicker();
    expect(await screen.findByText('Aurora')).toBeTruthy();
    expect(screen.getByText('2 canciones')).toBeTruthy();
    fireEvent.change(box, { target: { value: ' luna ' } });
    await waitFor(() => expect(screen.queryByText('Aurora')).toBeNull());
    expect(screen.getByText('Luna llena')).toBeTruthy();
    expect(screen.getByText('1 canción')).toBeTruthy();
    const last = api.sent('tracks.list').at(-1)!;
    expect([last.query.get('q'), last.query.get('sort'), last.query.get('offset')]).toEqual(['luna', 'title', '0']);
  });

  it('tells an empty search from an empty library', async () => {
    api.on('tracks.list', page([]));
    const { box } = renderPicker();
    expect(await screen.findByText('La biblioteca está vacía: sube canciones en «Subir Música».')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No se encontraron canciones que coincidan con tu búsqueda.')).toBeTruthy();
    // The search's own request, answered before the test ends: sent late, it was counted in the next test's.
    await waitFor(() => expect(api.sent('tracks.list').map((r) => r.query.get('q'))).toContain('zzz'));
  });

  it('with searchFirst asks nothing and shows nothing until something is typed', async () => {
    api.on('tracks.list', page([track(1, 'Aurora')]));
    const { box } = renderPicker({ searchFirst: true });
    // A search typed afterwards is the first request: none was sent for the empty box.
    fireEvent.change(box, { target: { value: 'aur' } });
    expect(await screen.findByText('Aurora')).toBeTruthy();
    expect(api.sent('tracks.list').map((r) => r.query.get('q'))).toEqual(['aur']);
  });

  it('says so when the library cannot be loaded', async () => {
    api.on('tracks.list', () => ({ status: 500, body: { message: 'fallo' } }));
    renderPicker();
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cargar la biblioteca.');
  });

  it("a row's action gets the song, and clearing the search empties the box", async () => {
    api.on('tracks.list', page([track(7, 'Siete')]));
    const { box, picked } = renderPicker();
    fireEvent.change(box, { target: { value: 'sie' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Siete' }));
    expect(picked).toHaveBeenCalledWith(7);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('Enter in the search box does not submit the form around it', async () => {
    api.on('tracks.list', page([]));
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithQueries(
      <form onSubmit={submitted}>
        <TrackPicker searchLabel="Buscar" placeholder="" resultsLabel="Resultados" renderAction={() => null} />
      </form>,
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    // The picker's own request, answered before the test ends: sent late (a loaded machine), it was counted in the
    // next test's.
    await waitFor(() => expect(api.sent('tracks.list').length).toBeGreaterThanOrEqual(1));
  });

  it('disabled, it shows no results', async () => {
    api.on('tracks.list', page([track(1, 'Aurora')]));
    renderPicker({ disabled: true });
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(api.sent('tracks.list').length).toBe(1));
    expect(screen.queryByText('Aurora')).toBeNull();
  });
});
