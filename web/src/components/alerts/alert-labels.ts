import type { AlertKind } from '../../../../shared/schemas/admin/health';

/** What each alert kind is called on screen. */
export const ALERT_LABELS: Record<AlertKind, string> = {
  dead_air: 'Silencio en antena',
  live_silent: 'Directo en silencio',
  live_missing: 'Falta el directo programado',
  encoder_restarts: 'Reinicios del codificador',
  ingest_restarts: 'Entrada en directo caída',
  disk_low: 'Disco casi lleno',
  stream_offline: 'Emisión caída',
  recording_failed: 'Grabación fallida',
  relay_down: 'Repetidor sin respuesta',
  relay_title: 'Repetidor sin la emisión',
  air_output_down: 'Salida al emisor sin sonido',
  relay_source_down: 'Retransmisión sin señal',
  show_file_missing: 'Falta la grabación del programa',
  syndication_failed: 'Falta el episodio de un programa sindicado',
  rds_down: 'Codificador RDS sin conexión',
  offair_silent: 'Transmisor en silencio',
  offair_mismatch: 'El emisor no emite nuestra señal',
  offair_degraded: 'Señal degradada',
  standby_on_air: 'El PC de reserva está en el aire',
};
