import { useTranslation } from 'react-i18next';
import { CLOCK, stationFormat, useStationTimeZone } from '../../lib/station-clock';

/**
 * "20:35" on the station's clock, in the visitor's language: the hours a request is told in are the ones the
 * schedule and the radio keep. Null until the station's zone is known.
 */
export function useRequestTime(): ((iso: string) => string) | null {
  const { i18n } = useTranslation('requests');
  const timeZone = useStationTimeZone();
  return timeZone ? (iso) => stationFormat(iso, timeZone, CLOCK, i18n.language) : null;
}
