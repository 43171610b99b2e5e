import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api';

/** On a standby PC, every admin screen says whose copy it shows, how far behind it is, and where changes are made. */
export function StandbyBanner({ className = '' }: { className?: string }) {
  const health = useQuery({ ...apiQuery('station.health'), refetchInterval: 10_000 });
  if (health.data?.role !== 'follower') return null;
  const { following, lagSeconds, copyError } = health.data;
  // A copy that stopped is what the engineer must see first: the standby would take the air with old data.
  const tone = copyError ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-sky-200 bg-sky-50 text-sky-900';
  return (
    <p role="status" className={`rounded-lg border p-3 text-sm ${tone} ${className}`}>
      Esta estación es la de reserva de <strong>{following}</strong>: lo que ves es su copia, de solo lectura (los
      cambios se hacen en el estudio).{' '}
      {lagSeconds === null || lagSeconds === undefined
        ? 'Todavía no tiene ninguna copia del estudio.'
        : `Retraso de la copia: ${lagSeconds} s.`}
      {copyError && <strong className="mt-1 block">No puede copiar del estudio: {copyError}</strong>}
    </p>
  );
}
