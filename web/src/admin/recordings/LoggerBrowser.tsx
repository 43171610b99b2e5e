import { useRef, useState } from 'react';
import type { Recording } from '../../../../shared/schemas/archive/recordings';
import { inputClass, labelClass, primaryButton } from '../common/styles';
import { instantOf, stationWallClock } from '../../public/schedule/week';
import { StationTime } from '../../lib/station-clock';
import { useStationTimeZone } from '../../lib/station-clock';
import { formatLength } from './recording-format';
import { useRecordingPage } from './useRecordings';

const HOUR_MS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The hour's file (or piece of it, after a restart) holding the instant `at`. */
const pieceAt = (pieces: readonly Recording[], at: number) =>
  pieces.find((p) => Date.parse(p.startedAt) <= at && at < Date.parse(p.endedAt));

/** Pick a date, an hour and a minute of the logger and listen from there, on the station's clock. */
export function LoggerBrowser() {
  const timeZone = useStationTimeZone();
  if (!timeZone) return <p role="status">Cargando…</p>;
  return <LoggerAt timeZone={timeZone} />;
}

function LoggerAt({ timeZone }: { timeZone: string }) {
  const [date, setDate] = useState(() => stationWallClock(Date.now(), timeZone).date);
  const [hour, setHour] = useState(() => Number(stationWallClock(Date.now(), timeZone).time.slice(0, 2)));
  const [minute, setMinute] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const valid = DATE.test(date);
  const hourStart = valid ? instantOf(date, `${pad(hour)}:00`, timeZone) : Number.NaN;
  const now = Date.now();
  const includesNow = valid && hourStart <= now && now < hourStart + HOUR_MS;
  const page = useRecordingPage('logger', {
    from: valid ? new Date(hourStart).toISOString() : undefined,
    to: valid ? new Date(hourStart + HOUR_MS).toISOString() : undefined,
    followNow: includesNow,
  });
  const pieces = [...(page.data?.items ?? [])].reverse();

  async function listen() {
    const at = hourStart + minute * 60_000;
    // The piece being written has grown since the list was read: ask again before seeking into it.
    const items = includesNow ? ((await page.refetch()).data?.items ?? []) : (page.data?.items ?? []);
    const piece = pieceAt(items, at);
    if (!piece || !audio.current) {
      setMessage('No hay registro de ese minuto.');
      return;
    }
    setMessage(null);
    const offset = Math.max(0, (at - Date.parse(piece.startedAt)) / 1000);
    // A media fragment: the browser seeks there with a Range request, without downloading the hour.
    audio.current.src = `${piece.audioUrl}#t=${offset.toFixed(1)}`;
    void audio.current.play().catch(() => setMessage('El navegador no pudo reproducir el audio.'));
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="logger-date" className={labelClass}>
            Fecha
          </label>
          <input
            id="logger-date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="logger-hour" className={labelClass}>
            Hora
          </label>
          <select
            id="logger-hour"
            value={hour}
            onChange={(e) => setHour(Number(e.target.value))}
            className={inputClass}
          >
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {pad(h)}:00
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="logger-minute" className={labelClass}>
            Minuto
          </label>
          <input
            id="logger-minute"
            type="number"
            min={0}
            max={59}
            value={minute}
            onChange={(e) => setMinute(Math.min(59, Math.max(0, Number(e.target.value) || 0)))}
            className={`${inputClass} w-24`}
          />
        </div>
        <button
          type="button"
          className={primaryButton}
          onClick={() => void listen()}
          disabled={!valid || pieces.length === 0}
        >
          Escuchar desde ese minuto
        </button>
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a recording of the broadcast has no captions to offer */}
      <audio ref={audio} controls preload="none" className="w-full" aria-label="Grabación continua" />
      {page.isPending ? null : pieces.length === 0 ? (
        <p className="text-sm text-gray-600">No hay registro de esa hora.</p>
      ) : (
        <ul className="text-sm text-gray-700" data-testid="logger-pieces">
          {pieces.map((p) => (
            <li key={p.id}>
              <StationTime at={p.startedAt} shape="long" /> · {formatLength(p.durationSec)} ·{' '}
              <a className="underline" href={`${p.audioUrl}?download=1`}>
                Descargar
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
