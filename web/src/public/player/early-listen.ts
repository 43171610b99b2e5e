import { EARLY_LISTEN } from '../../../../shared/web-app/ui-settings';

/** A press the prerendered page's inline script answered before the app ran (scripts/early-listen.ts). */
type EarlyPress = { to: string | null; adopted?: boolean; followed?: boolean };

const press = (): EarlyPress | undefined =>
  (window as unknown as Record<string, EarlyPress | undefined>)[EARLY_LISTEN.global];

/**
 * Runs `handle` for an early press, now if one happened before the app ran, or when it happens while the app is
 * still hydrating. `role` makes each part of the hand-over happen once: the player adopts the stream, the
 * header follows the link. Returns the unsubscribe function, for an effect.
 */
export function onEarlyListen(role: 'adopted' | 'followed', handle: (press: EarlyPress) => void): () => void {
  const take = () => {
    const p = press();
    if (!p || p[role]) return;
    p[role] = true;
    handle(p);
  };
  take();
  document.addEventListener(EARLY_LISTEN.event, take);
  return () => document.removeEventListener(EARLY_LISTEN.event, take);
}

/** The stream is the app's now: the page stops showing the early press as pending. */
export function earlyListenDone(): void {
  document.documentElement.removeAttribute(EARLY_LISTEN.busyAttribute);
}
