import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SoundDevice } from '../../../../shared/schemas/broadcast/air-chain';
import { useApiServer } from '../../testing/api-server';
import { renderWithQueries } from '../../testing/render';
import { AirOutputCard } from './AirOutputCard';

const api = useApiServer();

function serveAirChain(devices: SoundDevice[]) {
  api.on('airChain.get', {
    settings: { device: null, delayMs: 0, gainDb: 0 },
    startupDevice: null,
    devices,
    windowDevices: [],
    airOutput: null,
    studioInput: null,
  });
}

describe('Salida al emisor', () => {
  it('tells a station how to pick the card and how to check it, not what the developers tried', async () => {
    serveAirChain([{ name: 'hw:CARD=USB,DEV=0', description: 'USB Audio CODEC' }]);
    renderWithQueries(<AirOutputCard />);
    const card = await screen.findByRole('region', { name: 'Salida al emisor' });
    await screen.findByRole('option', { name: 'hw:CARD=USB,DEV=0 — USB Audio CODEC' });
    expect(card.textContent).toContain('Elige la tarjeta cuya salida va cableada a la entrada de audio del transmisor');
    expect(card.textContent).toContain('Para comprobarla, guárdala');
    expect(card.textContent).not.toMatch(/Probado en|no se ha probado/);
  });

  it('says so when the computer shows no sound card, instead of an empty list', async () => {
    serveAirChain([]);
    renderWithQueries(<AirOutputCard />);
    expect((await screen.findByTestId('air-output-no-devices')).textContent).toBe(
      'Este equipo no muestra ninguna tarjeta de sonido: conecta la que va al transmisor y vuelve a abrir esta página.',
    );
  });
});
