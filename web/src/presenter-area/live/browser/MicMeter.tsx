import { useEffect, useState } from 'react';
import type { StudioGraph } from './studio-graph';

/** Peak level of the microphone, redrawn every animation frame, in dBFS from -60 (empty) to 0 (full). */
export function MicMeter({ graph }: { graph: StudioGraph }) {
  const [db, setDb] = useState(-60);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const peak = graph.micPeak();
      setDb(peak > 0 ? Math.max(-60, Math.round(20 * Math.log10(peak))) : -60);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [graph]);
  const percent = ((db + 60) / 60) * 100;
  const colour = db > -3 ? 'bg-red-600' : db > -12 ? 'bg-yellow-500' : 'bg-green-600';
  return (
    <div
      role="meter"
      aria-label="Nivel del micrófono"
      aria-valuemin={-60}
      aria-valuemax={0}
      aria-valuenow={db}
      aria-valuetext={`${db} dBFS`}
      className="h-3 w-full overflow-hidden rounded bg-gray-200"
    >
      <div className={`h-full ${colour}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
