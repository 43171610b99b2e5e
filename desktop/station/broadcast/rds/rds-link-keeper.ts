import { parseRdsTarget } from '../../../../shared/schemas/broadcast/rds';
import type { Logger } from '../../core/log';
import { openRdsLink, type RdsLink } from './rds-transports';

const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 30_000;

interface LinkKeeperOptions {
  log: Logger;
  /** The target now ('' = none): read at each attempt, so a reconnect after a change goes to the new one. */
  target(): string;
  /** The link opened: say what is on air at once. */
  onOpen(): void;
  onFailure(error: Error): void;
  onConnecting(): void;
}

/** Keeps one link to the encoder open: reopened with backoff (0.5 s doubling to 30 s) whenever it fails. */
export function createLinkKeeper(options: LinkKeeperOptions) {
  const { log } = options;
  let link: RdsLink | null = null;
  let opening: string | null = null;
  let backoff = BACKOFF_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function failed(error: Error) {
    link?.close();
    link = null;
    options.onFailure(error);
    if (retryTimer || !parseRdsTarget(options.target())) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
  }

  async function open() {
    const text = options.target();
    const target = parseRdsTarget(text);
    if (!target || link || opening) return;
    opening = text;
    options.onConnecting();
    try {
      const opened = await openRdsLink(target);
      // The target changed (or the keeper closed) while it opened: this link is for the old one.
      if (opening !== options.target()) {
        opened.close();
        opening = null;
        return void open();
      }
      opening = null;
      link = opened;
      backoff = BACKOFF_MIN_MS;
      opened.onBroken((error) => {
        if (link !== opened) return;
        log.warn('RDS encoder link broken', { error: error.message });
        failed(error);
      });
      options.onOpen();
    } catch (error) {
      opening = null;
      log.warn('RDS encoder unreachable', { target: text, error: (error as Error).message });
      failed(error as Error);
    }
  }

  return {
    open,
    /** Writes on the open link (opening it when there is none); a failed write reopens it. */
    async write(bytes: Buffer): Promise<boolean> {
      const current = link;
      if (!current) {
        void open();
        return false;
      }
      try {
        await current.write(bytes);
        return true;
      } catch (error) {
        if (link === current) failed(error as Error);
        return false;
      }
    },
    close() {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      opening = null;
      link?.close();
      link = null;
      backoff = BACKOFF_MIN_MS;
    },
  };
}
