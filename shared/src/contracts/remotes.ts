// zod/mini: validated by the shell's remote loader on every first visit (see errors.ts).
import * as z from 'zod/mini';
import { domainNamed, domainNames, type DomainName } from './domains';

/** The remotes: one per domain of the registry (domains.ts), named by its area. */
export const remoteNames = domainNames;
export type RemoteName = DomainName;

/** The remote's Module Federation container name (`mfe_<name>`, from the registry). */
export function federationNameOf(remote: RemoteName): string {
  return domainNamed(remote).federationName;
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
