import { useEffect, useState } from 'react';

/**
 * While the take records: the end of the song before it (heard from the page) and then the talk-over window of the
 * song after it, counted down, so the presenter knows how long they may talk over each.
 */
export function TalkOverCue({
  outroSec,
  introSec,
  before,
  after,
}: {
  outroSec: number;
  introSec: number;
  before: string;
  after: string;
}) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setElapsed((performance.now() - started) / 1000), 100);
    return () => clearInterval(timer);
  }, []);
  const left = (s: number) => `${Math.max(0, Math.ceil(s))} s`;
  let text = `Suena el final de «${before}»: ${left(outroSec - elapsed)}`;
  if (elapsed >= outroSec)
    text = `Entrada de «${after}» (puedes hablar encima): ${left(outroSec + introSec - elapsed)}`;
  if (elapsed >= outroSec + introSec) text = `Fin de la entrada de «${after}»: cierra el enlace.`;
  return (
    <p role="status" className="rounded bg-amber-50 p-2 text-sm font-medium text-amber-900">
      Grabando… {text}
    </p>
  );
}
