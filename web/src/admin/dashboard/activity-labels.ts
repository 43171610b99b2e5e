/** Spanish names for the audit log's action codes; unknown codes are shown as they are. */
const LABELS: Record<string, string> = {
  login: 'Inicio de sesión',
  logout: 'Cierre de sesión',
  'track.upload': 'Canción subida',
  'track.import': 'Canción importada',
  'track.update': 'Canción editada',
  'track.delete': 'Canción eliminada',
  'gallery.upload': 'Imagen subida',
  'gallery.delete': 'Imagen eliminada',
  'source.create': 'Fuente añadida',
  'source.update': 'Fuente editada',
  'source.delete': 'Fuente eliminada',
  'user.create': 'Usuario creado',
  'user.delete': 'Usuario eliminado',
  'user.password': 'Contraseña cambiada',
  'schedule.create': 'Programa añadido',
  'schedule.update': 'Programa editado',
  'schedule.delete': 'Programa eliminado',
  'streaming.start': 'Emisión iniciada',
  'streaming.stop': 'Emisión detenida',
  'streaming.skip': 'Canción saltada',
  'streaming.settings': 'Ajustes de emisión cambiados',
  'streaming.key_rotated': 'Clave de transmisión regenerada',
  'live.start': 'Directo iniciado',
  'live.end': 'Directo terminado',
};

export const activityLabel = (action: string) => LABELS[action] ?? action;
