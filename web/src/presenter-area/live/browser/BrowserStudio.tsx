import { useEffect, useState } from 'react';
import {
  cardClass,
  dangerButton,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../../admin/common/styles';
import { MicMeter } from './MicMeter';
import { MusicFiles } from './MusicFiles';
import { studioStateText } from './studio-state';
import { Talkback } from './Talkback';
import { useBrowserStudio } from './use-browser-studio';

/** The countdown's clock: the state line is redrawn every second. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Emitir desde el navegador": microphone, music, ¡Al aire!, talkback and where the presenter stands. */
export function BrowserStudio() {
  const studio = useBrowserStudio();
  const now = useNow();
  const { phase } = studio;
  const connected = phase.kind === 'connecting' || phase.kind === 'standby' || phase.kind === 'air';
  const alert = phase.kind === 'refused' || phase.kind === 'ended' || phase.kind === 'lost';
  return (
    <section aria-labelledby="browser-studio-title" className={`${cardClass} space-y-4`}>
      <h2 id="browser-studio-title" className="text-xl font-semibold">
        Emitir desde el navegador
      </h2>
      <p className="text-sm text-gray-600">
        Sin instalar nada: tu micrófono y, si quieres, música de tu ordenador. «¡Al aire!» funciona desde unos minutos
        antes de tu programa hasta su final.
      </p>
      <div className="space-y-2">
        {studio.micOn ? (
          <>
            <label className={labelClass} htmlFor="studio-mic">
              Micrófono
            </label>
            <select
              id="studio-mic"
              className={inputClass}
              value={studio.deviceId ?? ''}
              onChange={(event) => void studio.chooseMicrophone(event.target.value || null)}
            >
              <option value="">Predeterminado</option>
              {studio.devices.map((device, i) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || `Micrófono ${i + 1}`}
                </option>
              ))}
            </select>
            {studio.graph.current && <MicMeter graph={studio.graph.current} />}
          </>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => void studio.chooseMicrophone(null)}>
            Probar el micrófono
          </button>
        )}
        {studio.micError && <p role="alert">{studio.micError}</p>}
      </div>
      {studio.micOn && studio.graph.current && <MusicFiles graph={() => studio.graph.current!} />}
      <p
        role="status"
        aria-label="Estado de la emisión"
        className={
          phase.kind === 'air' ? 'text-lg font-bold text-red-700' : alert ? 'font-medium text-red-800' : 'font-medium'
        }
      >
        {studioStateText(phase, now)}
      </p>
      <div className="flex flex-wrap gap-2">
        {connected ? (
          <button type="button" className={dangerButton} onClick={studio.stop}>
            Terminar la emisión
          </button>
        ) : (
          <button type="button" className={primaryButton} onClick={() => void studio.goLive()}>
            ¡Al aire!
          </button>
        )}
      </div>
      <Talkback />
    </section>
  );
}
