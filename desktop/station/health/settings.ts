import { randomBytes } from 'node:crypto';
import { HEALTH_DEFAULTS, type HealthSettings, type HealthSettingsView } from '../../../shared/schemas/admin/health';
import type { SettingsRepo } from '../repos/admin/settings';

const generateToken = () => randomBytes(24).toString('base64url');

/** The broadcast-health settings, kept in the settings table. The metrics token is created on first read. */
export function createHealthSettings(settings: SettingsRepo) {
  const number = (key: string, fallback: number) => {
    const value = Number(settings.read(key));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  function metricsToken(): string {
    let token = settings.read('metrics_token');
    if (!token) {
      token = generateToken();
      settings.write('metrics_token', token);
    }
    return token;
  }
  // Read on every bus frame by the silence guards: kept in memory, dropped on update.
  let cached: HealthSettings | null = null;
  return {
    read(): HealthSettings {
      cached ??= {
        liveSilenceSec: number('live_silence_sec', HEALTH_DEFAULTS.liveSilenceSec),
        deadAirSec: number('dead_air_sec', HEALTH_DEFAULTS.deadAirSec),
        alertWebhookUrl: settings.read('alert_webhook_url') ?? '',
      };
      return cached;
    },
    view(): HealthSettingsView {
      return { ...this.read(), metricsToken: metricsToken() };
    },
    update(patch: Partial<HealthSettings>) {
      cached = null;
      if (patch.liveSilenceSec !== undefined) settings.write('live_silence_sec', patch.liveSilenceSec);
      if (patch.deadAirSec !== undefined) settings.write('dead_air_sec', patch.deadAirSec);
      if (patch.alertWebhookUrl !== undefined) settings.write('alert_webhook_url', patch.alertWebhookUrl);
    },
    metricsToken,
    rotateMetricsToken(): string {
      const token = generateToken();
      settings.write('metrics_token', token);
      return token;
    },
  };
}
export type HealthSettingsStore = ReturnType<typeof createHealthSettings>;
