import { CART_SLOTS } from '../../../../shared/schemas/broadcast/studio';

/** The slot a key fires (1–9, F1–F12), or null. Modifier keys and typing in a field never fire a cart. */
export function slotForKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): number | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return null;
  if (/^[1-9]$/.test(event.key)) return Number(event.key);
  const f = /^F([1-9]|1[0-2])$/.exec(event.key);
  if (f) {
    const slot = 9 + Number(f[1]);
    return slot <= CART_SLOTS ? slot : null;
  }
  return null;
}
