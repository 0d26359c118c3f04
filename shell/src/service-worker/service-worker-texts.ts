/**
 * The words of the 'update available' prompt (states and transitions: names the state, not its words: ours).
 * Kept with the conventions of the `contracts/<area>/<area>-texts.ts` files, but here rather than
 * in `contracts/app/app-texts.ts`: that file is bundled into about a dozen chunks, several on the
 * first visit of /auth, and these words only come with the lazily loaded registration.
 */
export const serviceWorkerTexts = {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  /** The prompt's close button (its accessible name). */
  dismiss: 'Dismiss',
} as const;
