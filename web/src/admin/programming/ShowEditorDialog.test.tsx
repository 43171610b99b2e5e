import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { ShowEditorDialog } from './ShowEditorDialog';

const api = useApiServer();

function serve() {
  api.on('users.list', [
    { id: 1, username: 'admin', displayName: 'admin', isAdmin: true, role: 'admin' },
    { id: 7, username: 'laia', displayName: 'Laia Puig', isAdmin: false, role: 'presenter' },
  ]);
  for (const route of ['shows.list', 'playlists.list', 'podcasts.list', 'gallery.images'] as const) api.on(route, []);
}

const kind = () => screen.getByLabelText('Tipo') as HTMLSelectElement;

describe('a new show with a presenter', () => {
  it('becomes a live show when a presenter is ticked, instead of staying «Música» with no list', async () => {
    serve();
    renderWithQueries(<ShowEditorDialog target={{ show: null }} onClose={() => {}} />);
    expect(kind().value).toBe('music');
    // Presenters are listed by the name listeners read.
    fireEvent.click(await screen.findByLabelText('Laia Puig'));
    await waitFor(() => expect(kind().value).toBe('live'));
  });

  it('says so when a music show with presenters has no list (it would be the rotation, not their live slot)', async () => {
    serve();
    renderWithQueries(<ShowEditorDialog target={{ show: null }} onClose={() => {}} />);
    fireEvent.click(await screen.findByLabelText('Laia Puig'));
    await waitFor(() => expect(kind().value).toBe('live'));
    fireEvent.change(kind(), { target: { value: 'music' } });
    expect((await screen.findByTestId('show-kind-warning')).textContent).toBe(
      'Sin lista, un programa de música suena con la rotación y no es un directo: elige una lista o el tipo «En directo».',
    );
  });
});
