import type { LiveCredentialsView } from '../../../../shared/schemas/users/auth';

/** How often the guide asks whether the station hears the presenter (and whether they wait in standby). */
export const HEARD_POLL_MS = 2_000;

export interface GuideField {
  label: string;
  value: string;
}
export interface GuideApp {
  name: string;
  /** Where the settings go in that program. */
  where: string;
  fields: GuideField[];
}

/** Ready settings for the encoders volunteers use, from the presenter's own credentials and this station's address. */
export function guideApps(live: LiveCredentialsView, host: string, mainPort: string): GuideApp[] {
  const port = String(live.sourcePort ?? mainPort);
  const icecast = (format: string): GuideField[] => [
    { label: 'Servidor', value: host },
    { label: 'Puerto', value: port },
    { label: 'Punto de montaje', value: live.mount },
    { label: 'Usuario', value: live.sourceUser },
    { label: 'Contraseña', value: live.sourcePassword },
    { label: 'Formato', value: format },
  ];
  const liquidsoap = [
    `output.icecast(%mp3(bitrate=128), host="${host}", port=${port},`,
    `  user="${live.sourceUser}", password="${live.sourcePassword}", mount="${live.mount}", radio)`,
  ].join('\n');
  return [
    { name: 'BUTT', where: 'Settings → Main → Server → ADD, tipo Icecast', fields: icecast('MP3, 128 kbps') },
    {
      name: 'Mixxx',
      where:
        'Preferencias → Emisión en directo, tipo Icecast 2. Elige MP3 u Ogg Vorbis: con Opus, Mixxx no envía el título de la canción y la web no lo mostrará.',
      fields: icecast('MP3 u Ogg Vorbis (no Opus)'),
    },
    {
      name: 'OBS',
      where: 'Ajustes → Emisión, servicio «Personalizado»',
      fields: [
        { label: 'Servidor', value: live.rtmpUrl },
        { label: 'Clave de retransmisión', value: live.streamKey },
        { label: 'Formato', value: 'AAC, 128 kbps' },
      ],
    },
    {
      name: 'Liquidsoap',
      where: 'En tu script, con tu fuente «radio»',
      fields: [{ label: 'Salida', value: liquidsoap }],
    },
  ];
}
