import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MicView } from '../../../../shared/schemas/mic/studio-input';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { MicOnAir } from './MicOnAir';

const api = useApiServer();

const view = (onAir: boolean): MicView => ({
  settings: { device: null, mode: 'cruce', duckDb: -20, vox: { enabled: false, thresholdDbfs: -30, holdMs: 2_000 } },
  startupDevice: 'desk',
  status: { device: 'desk', state: 'capturing', peakDbfs: -21.1, onAir },
  by: onAir ? 'boton' : null,
  waiting: null,
  closed: null,
});

describe('MicOnAir', () => {
  it('key M puts the desk on air and takes it off again; an M typed in a field does nothing', async () => {
    let onAir = false;
    api.on('mic.get', () => ({ body: view(onAir) }));
    api.on('mic.switch', ({ body }) => {
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
    expect(api.sent('mic.switch')).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'm' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(api.sent('mic.switch').map((r) => r.body)).toEqual([{ onAir: true }]);

    fireEvent.keyDown(window, { key: 'M' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(api.sent('mic.switch').map((r) => r.body)).toEqual([{ onAir: true }, { onAir: false }]);
  });

  it('saves the input settings: device from the system list, mode, duck level and VOX', async () => {
    api.on('mic.get', view(false));
    api.on('mic.devices', [{ name: 'desk', description: 'Mesa del estudio' }]);
    api.on('mic.settings', ({ body }) => ({ body: { ...view(false), settings: body } }));
    renderWithQueries(<MicOnAir />);
    fireEvent.click(await screen.findByText('Ajustes de la entrada'));
    await screen.findByRole('option', { name: 'desk · Mesa del estudio' });
    fireEvent.change(screen.getByLabelText('Dispositivo de entrada'), { target: { value: 'desk' } });
    fireEvent.click(screen.getByLabelText(/Atenuar/));
    fireEvent.change(screen.getByLabelText('Nivel de la música atenuada (dB)'), { target: { value: '-12' } });
    fireEvent.click(screen.getByLabelText('Entrada automática por la voz (VOX)'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar entrada del estudio' }));
    await waitFor(() => expect(api.sent('mic.settings')).toHaveLength(1));
    expect(api.sent('mic.settings')[0]!.body).toEqual({
      device: 'desk',
      mode: 'atenuar',
      duckDb: -12,
      vox: { enabled: true, thresholdDbfs: -30, holdMs: 2_000 },
    });
  });

  it('refuses a positive duck level in Spanish without sending it', async () => {
    api.on('mic.get', view(false));
    api.on('mic.devices', []);
    renderWithQueries(<MicOnAir />);
    fireEvent.click(await screen.findByText('Ajustes de la entrada'));
    fireEvent.change(screen.getByLabelText('Nivel de la música atenuada (dB)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar entrada del estudio' }));
    expect(await screen.findByText('La atenuación no puede ser positiva')).toBeTruthy();
    expect(api.sent('mic.settings')).toHaveLength(0);
  });

  it('says why the mic left the air by itself (the desk went silent), with the button up', async () => {
    const note = 'Micro cerrado: el estudio estuvo 3 s sin audio';
    api.on('mic.get', { ...view(false), closed: note });
    renderWithQueries(<MicOnAir />);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Micro al aire' }).getAttribute('aria-pressed')).toBe('false');
  });
});
