/**
 * Starts the service worker's registration once the page has loaded, from its own chunk: nothing
 * of it weighs on a first visit's scripts but this function. Not in development builds (the dev
 * server serves no worker, and a worker would get in the way of hot reloading) nor where the
 * browser has no service workers.
 */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./register-service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => {
        // The chunk did not load (offline, a deploy in between): the next visit registers.
      },
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
