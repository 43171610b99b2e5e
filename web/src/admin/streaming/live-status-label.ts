import type { LiveStatus } from '../../../../shared/schemas/broadcast/streaming';

/** How the OBS input's state reads in Spanish, with a badge colour. */
export const LIVE_STATUS_LABEL: Record<LiveStatus, { text: string; className: string }> = {
  offline: { text: 'Desconectado', className: 'bg-gray-200 text-gray-800' },
  connecting: { text: 'Conectando...', className: 'bg-yellow-100 text-yellow-800' },
  live: { text: 'En vivo', className: 'bg-red-600 text-white' },
  error: { text: 'Error', className: 'bg-red-100 text-red-800' },
};
