import type { z } from 'zod';
import { plural } from '../../../../shared/text/plural';
import type { StudioInputState, airChainViewSchema } from '../../../../shared/schemas/broadcast/air-chain';
import { airDeviceText } from '../../../../shared/schemas/broadcast/air-window';
import type { Alert, AlertKind } from '../../../../shared/schemas/admin/health';
import type { OffAirView } from '../../../../shared/schemas/off-air/off-air';
import type { PushOutput } from '../../../../shared/schemas/broadcast/outputs';
import type { RdsView } from '../../../../shared/schemas/broadcast/rds';
import { OFF_AIR_STATE_TEXT, offAirMeasure } from '../../admin/outputs/offair-labels';

type AirChainView = z.infer<typeof airChainViewSchema>;
export type Health = 'ok' | 'warn' | 'bad' | 'off';

export interface ChainRow {
  id: string;
  name: string;
  health: Health;
  state: string;
  detail: string | null;
  /** The louder channel's peak, dBFS, for a meter; undefined: this row has none. */
  peakDbfs?: number | null;
  alerts: Alert[];
}

/** The studio input as the air-chain route reports it. */
const INPUT_TEXT: Record<StudioInputState, string> = {
  off: 'Apagada',
  starting: 'Abriendo la entrada…',
  capturing: 'Escuchando',
  failing: 'Sin señal de la tarjeta',
};
const INPUT_HEALTH: Record<StudioInputState, Health> = {
  off: 'off',
  starting: 'warn',
  capturing: 'ok',
  failing: 'bad',
};

const peakOf = (peak: readonly [number | null, number | null]) =>
  peak[0] === null && peak[1] === null ? null : Math.max(peak[0] ?? -96, peak[1] ?? -96);

const ofKinds = (alerts: Alert[], kinds: AlertKind[]) => alerts.filter((alert) => kinds.includes(alert.kind));

const AIR_OUTPUT_TEXT = { off: 'Sin dispositivo', starting: 'Arrancando…', playing: 'Sonando', failing: 'No suena' };
const AIR_OUTPUT_HEALTH: Record<string, Health> = { off: 'off', starting: 'warn', playing: 'ok', failing: 'bad' };

function airOutputRow(view: AirChainView | undefined, alerts: Alert[]): ChainRow {
  const out = view?.airOutput;
  const state = out?.state ?? 'off';
  return {
    id: 'air-output',
    name: 'Salida al emisor',
    health: AIR_OUTPUT_HEALTH[state] ?? 'off',
    state: AIR_OUTPUT_TEXT[state],
    detail: out?.device
      ? `${airDeviceText(out.device, view?.windowDevices ?? [])} · retardo ${out.delayMs / 1000} s · ganancia ${out.gainDb} dB`
      : null,
    peakDbfs: out ? peakOf(out.level.peak) : null,
    alerts: ofKinds(alerts, ['air_output_down']),
  };
}

function studioInputRow(view: AirChainView | undefined): ChainRow {
  const input = view?.studioInput;
  if (!input?.device)
    return {
      id: 'studio-input',
      name: 'Entrada del estudio',
      health: 'off',
      state: 'No configurada',
      detail: null,
      alerts: [],
    };
  return {
    id: 'studio-input',
    name: 'Entrada del estudio',
    health: INPUT_HEALTH[input.state],
    state: input.onAir ? 'Al aire' : INPUT_TEXT[input.state],
    detail: input.device,
    peakDbfs: input.peakDbfs,
    alerts: [],
  };
}

const RDS_TEXT = { off: 'Sin codificador', connecting: 'Conectando…', ok: 'Conectado', error: 'Sin conexión' };
const RDS_HEALTH: Record<string, Health> = { off: 'off', connecting: 'warn', ok: 'ok', error: 'bad' };

function rdsRow(view: RdsView | undefined, alerts: Alert[]): ChainRow {
  const state = view?.state;
  const status = state?.status ?? 'off';
  return {
    id: 'rds',
    name: 'RDS',
    health: RDS_HEALTH[status] ?? 'off',
    state: RDS_TEXT[status],
    detail: state?.target ? `${state.target}${state.radioText ? ` · «${state.radioText}»` : ''}` : null,
    alerts: ofKinds(alerts, ['rds_down']),
  };
}

const OFF_AIR_HEALTH: Record<string, Health> = {
  off: 'off',
  listening: 'warn',
  ok: 'ok',
  degraded: 'warn',
  silent: 'bad',
  mismatch: 'bad',
};

function offAirRow(view: OffAirView | undefined, alerts: Alert[]): ChainRow {
  const status = view?.status;
  const state = status?.state ?? 'off';
  return {
    id: 'offair',
    name: 'Monitor de antena',
    health: OFF_AIR_HEALTH[state] ?? 'off',
    state: OFF_AIR_STATE_TEXT[state],
    detail: status ? offAirMeasure(status) : null,
    peakDbfs: status?.input ? status.levelDbfs : undefined,
    alerts: ofKinds(alerts, ['offair_silent', 'offair_mismatch', 'offair_degraded']),
  };
}

function webRow(running: boolean | undefined, listeners: number, alerts: Alert[]): ChainRow {
  return {
    id: 'web',
    name: 'Web (/stream y demás montajes)',
    health: running ? 'ok' : 'bad',
    state: running ? 'En emisión' : 'Detenida',
    detail: `${listeners} ${plural(listeners, { one: 'oyente', other: 'oyentes' })}`,
    alerts: ofKinds(alerts, ['stream_offline', 'encoder_restarts', 'dead_air']),
  };
}

const PUSH_HEALTH: Record<PushOutput['state'], Health> = {
  connected: 'ok',
  connecting: 'warn',
  error: 'bad',
  stopped: 'off',
  disabled: 'off',
};
const PUSH_TEXT: Record<PushOutput['state'], string> = {
  connected: 'Conectada',
  connecting: 'Conectando…',
  error: 'Error',
  stopped: 'Emisión parada',
  disabled: 'Desactivada',
};

function pushRows(pushes: PushOutput[]): ChainRow[] {
  return pushes.map((push) => ({
    id: `push-${push.id}`,
    name: `Icecast ${push.host}:${push.port}${push.mount}`,
    health: PUSH_HEALTH[push.state],
    state: PUSH_TEXT[push.state],
    detail: push.lastError,
    alerts: [],
  }));
}

export interface ChainSources {
  airChain?: AirChainView;
  rds?: RdsView;
  offAir?: OffAirView;
  pushes?: PushOutput[];
  serverRunning?: boolean;
  listeners: number;
  alerts: Alert[];
}

/** Every output and input of the air chain, in signal order, each with its state and its own open alerts. */
export function airChainRows(sources: ChainSources): ChainRow[] {
  const { alerts } = sources;
  return [
    studioInputRow(sources.airChain),
    airOutputRow(sources.airChain, alerts),
    rdsRow(sources.rds, alerts),
    offAirRow(sources.offAir, alerts),
    webRow(sources.serverRunning, sources.listeners, alerts),
    ...pushRows(sources.pushes ?? []),
  ];
}
