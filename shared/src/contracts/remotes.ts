// zod/mini: validated by the shell's remote loader on every first visit (see errors.ts).
import * as z from 'zod/mini';

/** The six remotes: the key is the area name, the value its Module Federation container name. */
export const remoteNames = ['auth', 'settings', 'dashboard', 'onboarding', 'assistant', 'responder'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function federationNameOf(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/**
 * `GET /remotes.json`: federation container name -> where its `mf-manifest.json` is: a same-origin
 * path for a remote the gateway serves itself (`/remotes/auth/mf-manifest.json`, so the app works
 * on whatever address it was opened), an absolute URL for one deployed elsewhere
 * (`https://cdn.example.com/auth/mf-manifest.json`).
 */
export const remotesManifestSchema = z.record(
  z.string().check(z.regex(/^mfe_[a-z]+$/)),
  z.union([z.url({ protocol: /^https?$/ }), z.string().check(z.regex(/^\/(?![/\\])[^\\]*$/))]),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
