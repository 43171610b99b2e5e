import type { ComponentType } from 'react';
import { useStationTimeZone } from '../lib/station-clock';

/**
 * `Inner` rendered once the station's time zone is known, with it as a prop: for screens whose first state (a
 * report's default window, today's date) is already a station time, which must not start on the browser's clock.
 */
export function withStationTimeZone<P extends object>(Inner: ComponentType<P & { timeZone: string }>) {
  return function WithStationTimeZone(props: P) {
    const timeZone = useStationTimeZone();
    if (!timeZone) return <p role="status">Cargando…</p>;
    return <Inner {...props} timeZone={timeZone} />;
  };
}
