import { SECOND } from './time-units';

/**
 * The service worker (calls, business constants; calls). Apart from app-constants.ts: the shell reads
 * it only in its lazily loaded registration chunk, while an export of app-constants.ts that any
 * chunk uses is kept in every copy of that module (about a dozen chunks, several on the first
 * visit of /auth), and a re-export from there would bring this module along into each of them.
 */
export const serviceWorker = {
  scriptPath: '/sw-cache-manager.js',
  updateCheckIntervalMs: 30 * SECOND,
} as const;
