/** An ISO instant as HH:MM on this computer's clock (the studio PC's, which is the station's in practice). */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' });
}
