import type { RdsState } from '../../../../shared/schemas/broadcast/rds';
import type { Alerts } from '../../health/alerts';

/** Failed attempts in a row (0.5 + 1 + 2 s of backoff) or time without a link before the technician is told. */
export const RDS_DOWN = { failures: 3, afterMs: 60_000 } as const;

/**
 * `rds_down` while the encoder's link is down: after a few failed reconnects, or a minute without a link (a TCP
 * connect that hangs never fails), resolved when the link is back or RDS is switched off. One failed write is not
 * an alert: the keeper reconnects at once and the next resend restores the text.
 */
export function createRdsDownAlert(alerts: Pick<Alerts, 'raise' | 'resolve'>, limits = RDS_DOWN) {
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let last: RdsState | null = null;

  const raise = () => {
    const target = last?.target ?? '';
    const why = last?.lastError ? `: ${last.lastError}` : '';
    alerts.raise(
      'rds_down',
      `El codificador RDS (${target}) no responde${why}. Los receptores conservan el texto anterior.`,
    );
  };

  return {
    onState(state: RdsState) {
      const previous = last;
      last = state;
      if (state.status === 'ok' || state.status === 'off') {
        failures = 0;
        clearTimeout(timer);
        timer = undefined;
        alerts.resolve('rds_down');
        return;
      }
      if (state.status === 'error' && previous?.status !== 'error') failures++;
      timer ??= setTimeout(raise, limits.afterMs);
      timer.unref();
      if (failures >= limits.failures) raise();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
