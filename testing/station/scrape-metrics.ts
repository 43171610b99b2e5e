import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { TestStation } from './test-station';

/** One value of a metric family on the station's /metrics (as Prometheus scrapes it, with the bearer token). */
export async function scrapeMetrics(station: TestStation) {
  const token = station.context.healthSettings.metricsToken();
  const res = await station.fetch('/metrics', { headers: { Authorization: `Bearer ${token}` } });
  const families = parsePrometheusTextFormat(await res.text());
  return (name: string, labels: Record<string, string> = {}) =>
    families
      .find((f) => f.name === name)
      ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value;
}
