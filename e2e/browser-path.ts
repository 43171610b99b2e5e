/**
 * The browser the e2e specs drive: Debian's `chromium-headless-shell`, the same Chromium build as `chromium` without
 * the full browser's window layers (CHROMIUM_PATH overrides it). Specs that need Chromium's fake camera and microphone
 * launch /usr/bin/chromium themselves (fake-mic.ts).
 */
export const E2E_BROWSER = '/usr/bin/chromium-headless-shell';
