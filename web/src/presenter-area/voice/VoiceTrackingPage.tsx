import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { CheckingAuth } from '../../admin/auth/CheckingAuth';
import { useAdminSession } from '../../admin/auth/useAdminSession';
import { cardClass, inputClass, labelClass, secondaryButton } from '../../admin/common/styles';
import { Toaster } from '../../components/Toaster';
import { apiQuery } from '../../lib/api';
import { DATE_TIME, useStationClock } from '../../lib/station-clock';
import { HourLog } from './HourLog';

const HOUR = 3_600_000;
// An admin may link any hour: the next two days are offered.
const ADMIN_HOURS = 48;

/** The hours still to come of the presenter's own airings (an admin's: every hour of the next two days). */
function useHours(isAdmin: boolean, enabled: boolean): number[] {
  const occurrences = useQuery({ ...apiQuery('estudio.occurrences'), enabled: enabled && !isAdmin });
  const now = Date.now();
  const first = Math.floor(now / HOUR) * HOUR;
  if (isAdmin) return Array.from({ length: ADMIN_HOURS }, (_, i) => first + i * HOUR);
  const hours = new Set<number>();
  for (const o of occurrences.data ?? [])
    for (let h = Math.floor(o.startAt / HOUR) * HOUR; h < o.endAt; h += HOUR) if (h + HOUR > now) hours.add(h);
  return [...hours].sort((a, b) => a - b);
}

/** /estudio/enlaces: voice tracking. A presenter opens a future hour of their shows and records the links in it. */
export default function VoiceTrackingPage() {
  const session = useAdminSession();
  const { format } = useStationClock();
  const hours = useHours(session.user?.isAdmin ?? false, session.user !== null);
  const [chosen, setChosen] = useState<number | null>(null);
  if (session.state === 'checking') return <CheckingAuth />;
  if (!session.user) return <Navigate to="/intranet" replace />;
  const hour = chosen ?? hours[0] ?? null;
  return (
    <main className="mx-auto max-w-3xl space-y-4 p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Enlaces grabados</h1>
          <p className="text-gray-600">
            Graba lo que dirás entre canción y canción en las horas de tus programas: sonará en su sitio, con la música
            más baja debajo.
          </p>
        </div>
        <Link to="/estudio" className={secondaryButton}>
          Volver a Mi estudio
        </Link>
      </header>
      <section className={cardClass}>
        {hours.length === 0 ? (
          <p className="text-gray-600">No tienes horas de programa por delante en los próximos siete días.</p>
        ) : (
          <>
            <label htmlFor="voice-hour" className={labelClass}>
              Hora
            </label>
            <select
              id="voice-hour"
              className={`${inputClass} mb-3`}
              value={hour ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {hours.map((h) => (
                <option key={h} value={h}>
                  {format(h, DATE_TIME)}
                </option>
              ))}
            </select>
            {hour !== null && <HourLog key={hour} hourStart={hour} />}
          </>
        )}
      </section>
      <Toaster />
    </main>
  );
}
