import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** On a standby PC, every admin screen says whose copy it shows, how far behind it is, and where changes are made. */
export function StandbyBanner({ className = '' }: { className?: string }) {
  const health = useQuery({ ...apiQuery('station.health'), refetchInterval: 10_000 });
  if (health.data?.role !== 'follower') return null;
  const { following, lagSeconds } = health.data;
  return (
    <p role="status" className={`rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 ${className}`}>
      Esta estación es la de reserva de <strong>{following}</strong>: lo que ves es su copia, de solo lectura (los
      cambios se hacen en el estudio).{' '}
      {lagSeconds === null || lagSeconds === undefined
        ? 'Todavía no tiene ninguna copia del estudio.'
        : `Retraso de la copia: ${lagSeconds} s.`}
    </p>
  );
}
