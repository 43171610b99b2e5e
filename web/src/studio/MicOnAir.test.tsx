import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MicView } from '../../../shared/schemas/studio-input';
import { useApiServer } from '../testing/api-server';
import { renderWithQueries } from '../testing/render';
import { MicOnAir } from './MicOnAir';

const api = useApiServer();

const view = (onAir: boolean): MicView => ({
  settings: { device: null, mode: 'cruce', duckDb: -20, vox: { enabled: false, thresholdDbfs: -30, holdMs: 2_000 } },
  startupDevice: 'desk',
  status: { device: 'desk', state: 'capturing', peakDbfs: -21.1, onAir },
  by: onAir ? 'boton' : null,
  waiting: null,
});

describe('MicOnAir', () => {
  it('key M puts the desk on air and takes it off again; an M typed in a field does nothing', async () => {
    let onAir = false;
    api.on('GET /api/studio/mic', () => ({ body: view(onAir) }));
    api.on('PUT /api/studio/mic', ({ body }) => {
      onAir = (body as { onAir: boolean }).onAir;
      return { body: view(onAir) };
    });
    renderWithQueries(
      <>
        <input aria-label="Notas" />
        <MicOnAir />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Micro al aire' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText(/desk · recibiendo · -21.1 dBFS/)).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('Notas'), { key: 'm' });
    fireEvent.keyDown(window, { key: 'm', ctrlKey: true });
    expect(api.sent('PUT /api/studio/mic')).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'm' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(api.sent('PUT /api/studio/mic').map((r) => r.body)).toEqual([{ onAir: true }]);

    fireEvent.keyDown(window, { key: 'M' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(api.sent('PUT /api/studio/mic').map((r) => r.body)).toEqual([{ onAir: true }, { onAir: false }]);
  });
});
