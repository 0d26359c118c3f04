/**
 * Leaves the app for another page (a provider's authorization URL). Its own module so tests can
 * replace it: jsdom cannot navigate, and `window.location.assign` cannot be spied on.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
