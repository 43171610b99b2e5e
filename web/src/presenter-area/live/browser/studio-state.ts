/** Where the browser studio stands, as the presenter reads it. */
export type StudioPhase =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | { kind: 'standby' | 'air'; showName: string | null; until: number | null; clockOffsetMs: number }
  | { kind: 'refused' | 'ended'; reason: string }
  | { kind: 'lost' };

/** From this long before the cut, "al aire" becomes the countdown. */
const ENDING_SOON_MS = 5 * 60_000;

const minutesSeconds = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/** The state line: esperando / en espera / al aire / termina en 1:30 (`now` is the computer's clock). */
export function studioStateText(phase: StudioPhase, now: number): string {
  switch (phase.kind) {
    case 'idle':
      return 'Esperando: pulsa «¡Al aire!» cuando llegue tu hora.';
    case 'connecting':
      return 'Conectando con la emisora…';
    case 'standby':
      return phase.showName
        ? `En espera: saldrás al aire cuando empiece «${phase.showName}».`
        : 'En espera: otra emisión en directo tiene el aire.';
    case 'air': {
      const show = phase.showName ? ` con «${phase.showName}»` : '';
      if (phase.until === null) return `Al aire${show}.`;
      const left = phase.until - (now + phase.clockOffsetMs);
      return left <= ENDING_SOON_MS ? `Al aire${show}: termina en ${minutesSeconds(left)}.` : `Al aire${show}.`;
    }
    case 'refused':
      return `No puedes salir al aire: ${phase.reason}`;
    case 'ended':
      return `Emisión terminada: ${phase.reason}`;
    case 'lost':
      return 'Se ha perdido la conexión con la emisora.';
  }
}
