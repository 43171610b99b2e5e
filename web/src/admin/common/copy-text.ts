/**
 * Copies text. The async Clipboard API exists only in secure contexts, and volunteers often open
 * the admin over plain http on the LAN, so fall back to the legacy copy command there.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy command refused');
  } finally {
    area.remove();
  }
}
