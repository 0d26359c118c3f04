/** The messages between the pages and the service worker (`{ type }`). */

/** Page -> the waiting worker: take over now (the user accepted the update). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Page -> worker -> every other page, and worker -> page: reload. */
export const FORCE_RELOAD = 'FORCE_RELOAD';
