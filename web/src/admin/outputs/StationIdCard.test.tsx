import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { StationIdCard } from './StationIdCard';

const api = useApiServer();

describe('StationIdCard', () => {
  it('turns the hourly ID on with a library jingle, and back to the bundled one', async () => {
    const jingles = [{ id: 7, title: 'Ràdio Portbou, 100.3', artist: 'Ràdio Portbou' }];
    api.on('stationId.get', { settings: { enabled: false, trackId: null }, jingles });
    api.on('stationId.update', ({ body }) => ({ body: { settings: body, jingles } }));
    renderWithQueries(<StationIdCard />);
    fireEvent.click(await screen.findByLabelText('Emitir la identificación a cada hora en punto'));
    fireEvent.change(screen.getByLabelText('Cortinilla'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar identificación' }));
    await waitFor(() => expect(api.sent('stationId.update')).toHaveLength(1));
    expect(api.sent('stationId.update')[0]!.body).toEqual({ enabled: true, trackId: 7 });
    // The button stays disabled until the first save's answer is read: a click before that is not a second save.
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar identificación' });
    await waitFor(() => expect(save.disabled).toBe(false));

    fireEvent.change(screen.getByLabelText('Cortinilla'), { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() => expect(api.sent('stationId.update')).toHaveLength(2));
    expect(api.sent('stationId.update')[1]!.body).toEqual({ enabled: true, trackId: null });
  });
});
