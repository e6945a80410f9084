/**
 * Registers the browser build's service worker (web/public/sw.js), which keeps the app shell
 * for offline starts and never stores an API answer (docs/installable-app.md).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  // Absent on plain http other than localhost; the app then simply needs the network.
  if (!container) return;
  try {
    await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    // Without the worker the app works as before, online only.
  }
}
