import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../../shared/schemas/admin/health';
import { airChainRows } from './air-chain-rows';

const airChain = {
  settings: { device: null, delayMs: 0, gainDb: 0 },
  startupDevice: 'hw:1,0',
  devices: [],
  windowDevices: [],
  airOutput: {
    device: 'hw:1,0',
    delayMs: 2500,
    gainDb: -3,
    state: 'failing' as const,
    restarts: 2,
    alert: 'La salida al emisor no puede reproducir en «hw:1,0»',
    level: { peak: [-12, -9] as [number, number], rms: [-20, -18] as [number, number] },
  },
  studioInput: null,
};
const alert = (id: number, kind: Alert['kind'], message: string): Alert => ({
  id,
  kind,
  message,
  startedAt: '2026-11-26T02:00:00Z',
  resolvedAt: null,
});

describe('the air chain rows of the studio', () => {
  it('gives each row its state, meter and own alerts; the studio input is "No configurada" until reported', () => {
    const rows = airChainRows({
      airChain,
      listeners: 1,
      serverRunning: true,
      alerts: [alert(1, 'air_output_down', 'sin sonido'), alert(2, 'offair_mismatch', 'otra señal')],
    });
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('studio-input')).toMatchObject({ state: 'No configurada', health: 'off' });
    expect(row('air-output')).toMatchObject({ health: 'bad', peakDbfs: -9, alerts: [{ id: 1 }] });
    expect(row('offair')?.alerts.map((a) => a.id)).toEqual([2]);
    expect(row('web')).toMatchObject({ state: 'En emisión', detail: '1 oyente' });
  });

  it('names a card of the studio window by the label the window reported', () => {
    const throughWindow = {
      ...airChain,
      windowDevices: [{ deviceId: 'a1b2', label: 'Altavoces USB' }],
      airOutput: { ...airChain.airOutput, device: 'ventana:a1b2', state: 'playing' as const, alert: null },
    };
    const row = airChainRows({ airChain: throughWindow, listeners: 0, alerts: [] }).find((r) => r.id === 'air-output');
    expect(row).toMatchObject({
      state: 'Sonando',
      detail: 'ventana del estudio, Altavoces USB · retardo 2.5 s · ganancia -3 dB',
    });
  });

  it('shows the studio input once the air-chain route reports it', () => {
    const withInput = {
      ...airChain,
      studioInput: { device: 'hw:2,0', state: 'capturing' as const, peakDbfs: -18, onAir: true },
    };
    const [input] = airChainRows({ airChain: withInput, listeners: 0, alerts: [] });
    expect(input).toMatchObject({ name: 'Entrada del estudio', state: 'Al aire', detail: 'hw:2,0', peakDbfs: -18 });
    const failing = {
      ...withInput,
      studioInput: { ...withInput.studioInput, state: 'failing' as const, onAir: false },
    };
    expect(airChainRows({ airChain: failing, listeners: 0, alerts: [] })[0]).toMatchObject({
      state: 'Sin señal de la tarjeta',
      health: 'bad',
    });
  });
});
