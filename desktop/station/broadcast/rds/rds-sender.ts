import { parseRdsTarget, type RdsSettings, type RdsState } from '../../../../shared/schemas/rds';
import type { Logger } from '../../log';
import type { OnAirItem } from '../on-air-item';
import { type RdsMessage, rdsCommands, rdsMessage } from './rds-message';
import { openRdsLink, type RdsLink } from './rds-transports';

const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 30_000;

export interface RdsSenderOptions {
  log: Logger;
  /** Read again on reload(): the admin's settings, the target possibly fixed by `--rds`. */
  settings(): RdsSettings;
  onState?(state: RdsState): void;
}

/**
 * Feeds the RDS encoder what is heard: each item as it reaches the air (the transition's midpoint), the same text
 * again every `resendSeconds` (an encoder that lost power comes back blank), and over a link that is reopened with
 * backoff (0.5 s doubling to 30 s) when it breaks. Never blocks the air: every send is fire-and-forget.
 */
export function createRdsSender(options: RdsSenderOptions) {
  const { log } = options;
  let settings = options.settings();
  let link: RdsLink | null = null;
  let opening = false;
  let backoff = BACKOFF_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let resendTimer: NodeJS.Timeout | undefined;
  let message: RdsMessage | null = null;
  let lastItem: OnAirItem | null = null;
  let state: RdsState = { target: null, status: 'off', radioText: null, ps: null, lastSentAt: null, lastError: null };

  const update = (patch: Partial<RdsState>) => {
    state = { ...state, ...patch };
    options.onState?.(state);
  };

  function scheduleReconnect(error: Error) {
    link?.close();
    link = null;
    update({ status: 'error', lastError: error.message });
    if (retryTimer || !parseRdsTarget(settings.target)) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
  }

  async function connect() {
    const target = parseRdsTarget(settings.target);
    if (!target || link || opening) return;
    opening = true;
    update({ status: 'connecting' });
    try {
      const opened = await openRdsLink(target);
      opening = false;
      // Settings changed while it opened: this link is for the old target.
      if (parseRdsTarget(settings.target)?.kind !== target.kind || state.target !== settings.target) {
        opened.close();
        return void connect();
      }
      link = opened;
      backoff = BACKOFF_MIN_MS;
      opened.onBroken((error) => {
        if (link !== opened) return;
        log.warn('RDS encoder link broken', { error: error.message });
        scheduleReconnect(error);
      });
      await send();
    } catch (error) {
      opening = false;
      log.warn('RDS encoder unreachable', { target: settings.target, error: (error as Error).message });
      scheduleReconnect(error as Error);
    }
  }

  async function send() {
    if (!message) return update({ status: link ? 'ok' : state.status });
    if (!link) return void connect();
    const current = link;
    try {
      await current.write(rdsCommands(message, settings.commandSet), message.radioText);
      update({
        status: 'ok',
        radioText: message.radioText,
        ps: message.ps,
        lastSentAt: new Date().toISOString(),
        lastError: null,
      });
    } catch (error) {
      if (link === current) scheduleReconnect(error as Error);
    }
  }

  function restartResend() {
    clearInterval(resendTimer);
    resendTimer = parseRdsTarget(settings.target)
      ? setInterval(() => void send(), settings.resendSeconds * 1000)
      : undefined;
    resendTimer?.unref();
  }

  function teardown() {
    clearTimeout(retryTimer);
    clearInterval(resendTimer);
    retryTimer = undefined;
    resendTimer = undefined;
    link?.close();
    link = null;
  }

  /** (Re)reads the settings: a new target closes the old link and opens the new one. */
  function reload() {
    const next = options.settings();
    const targetChanged = next.target !== settings.target;
    settings = next;
    if (targetChanged || state.target !== settings.target) {
      teardown();
      backoff = BACKOFF_MIN_MS;
      update({ target: settings.target || null, status: settings.target ? 'connecting' : 'off', lastError: null });
      void connect();
    }
    restartResend();
    // A changed template or PS applies at once to what is on air.
    if (lastItem) message = rdsMessage(lastItem, settings);
    if (message) void send();
  }

  return {
    start: reload,
    reload,
    /** An item reached the air. */
    onAir(item: OnAirItem) {
      lastItem = item;
      message = rdsMessage(item, settings);
      void send();
    },
    state: () => state,
    stop() {
      teardown();
      update({ status: 'off' });
    },
  };
}
export type RdsSender = ReturnType<typeof createRdsSender>;
