/** Whether a key press is "Micro al aire" (M): never with a modifier, nor while typing in a field or a dialog. */
export function isMicKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'repeat'>) {
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return false;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return false;
  return event.key === 'm' || event.key === 'M';
}
