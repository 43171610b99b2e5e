import { SERVICE_WORKER_PATH } from '../../../shared/web-app/pwa';

/**
 * Installs the site's service worker (built by vite-plugin-pwa, scripts/vite-pwa.ts) once the page has loaded, so
 * it never competes with the first paint. Only the production build has one; elsewhere the failure is expected.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  // The prerendered home adds the app's scripts after its first paint, often after the load event.
  if (document.readyState === 'complete') void register();
  else addEventListener('load', register);
}
