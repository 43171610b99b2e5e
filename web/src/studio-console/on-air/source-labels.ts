import type { OnAirSource } from '../../../../shared/schemas/programming/programming';

/** Where an item on air (or about to be) comes from, as the studio names it. */
export const SOURCE_LABEL: Record<OnAirSource, string> = {
  rotation: 'Rotación',
  playlist: 'Lista',
  show: 'Programa grabado',
  jingle: 'Cortinilla',
  spot: 'Cuña',
  live: 'Directo',
  relay: 'Retransmisión',
  repeat: 'Repetición',
  'station-id': 'Identificativo',
};
