import { parseRdsTarget, type RdsSettings, type RdsState } from '../../../../shared/schemas/broadcast/rds';
import type { Logger } from '../../core/log';
import type { OnAirItem } from '../on-air/on-air-item';
import { createLinkKeeper } from './rds-link-keeper';
import { type RdsMessage, rdsCommands, rdsMessage } from './rds-message';
import { type Clock, isoNow } from '../../core/clock';

export interface RdsSenderOptions {
  log: Logger;
  /** Read again on reload(): the admin's settings, the target possibly fixed by `--rds`. */
  settings(): RdsSettings;
  onState?(state: RdsState): void;
  clock: Clock;
}

/**
 * Feeds the RDS encoder what is heard: each item as it reaches the air (the transition's midpoint), the same text
 * again every `resendSeconds` (an encoder that lost power comes back blank), over a link kept open with backoff
 * (rds-link-keeper.ts). Never blocks the air: every send is fire-and-forget.
 */
export function createRdsSender(options: RdsSenderOptions) {
  let settings = options.settings();
  let resendTimer: NodeJS.Timeout | undefined;
  let onAir: { item: OnAirItem; message: RdsMessage } | null = null;
  let state: RdsState = { target: null, status: 'off', radioText: null, ps: null, lastSentAt: null, lastError: null };

  const update = (patch: Partial<RdsState>) => {
    state = { ...state, ...patch };
    options.onState?.(state);
  };

  const keeper = createLinkKeeper({
    log: options.log,
    target: () => settings.target,
    onOpen: () => (onAir ? void send() : update({ status: 'ok', lastError: null })),
    onFailure: (error) => update({ status: 'error', lastError: error.message }),
    onConnecting: () => update({ status: 'connecting' }),
  });

  async function send() {
    if (!onAir) return;
    const { message } = onAir;
    if (await keeper.write(rdsCommands(message, settings.commandSet)))
      update({
        status: 'ok',
        radioText: message.radioText,
        ps: message.ps,
        lastSentAt: isoNow(options.clock),
        lastError: null,
      });
  }

  function restartResend() {
    clearInterval(resendTimer);
    resendTimer = parseRdsTarget(settings.target)
      ? setInterval(() => void send(), settings.resendSeconds * 1000)
      : undefined;
    resendTimer?.unref();
  }

  /** (Re)reads the settings: a new target closes the old link and opens the new one. */
  function reload() {
    settings = options.settings();
    if (state.target !== (settings.target || null)) {
      keeper.close();
      update({ target: settings.target || null, status: settings.target ? 'connecting' : 'off', lastError: null });
      void keeper.open();
    }
    restartResend();
    // A changed template or PS applies at once to what is on air.
    if (onAir) {
      onAir = { item: onAir.item, message: rdsMessage(onAir.item, settings) };
      void send();
    }
  }

  return {
    start: reload,
    reload,
    /** An item reached the air. */
    onAir(item: OnAirItem) {
      onAir = { item, message: rdsMessage(item, settings) };
      void send();
    },
    state: () => state,
    stop() {
      clearInterval(resendTimer);
      resendTimer = undefined;
      keeper.close();
      update({ status: 'off', target: null });
    },
  };
}
export type RdsSender = ReturnType<typeof createRdsSender>;
