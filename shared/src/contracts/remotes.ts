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

/** A remote's release name, as its build stamps it (`metaData.buildInfo.buildVersion`): `1.4.0`, `0.1.0+7c37860`. */
export const remoteVersionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
export const remoteVersionSchema = z.string().check(z.regex(remoteVersionPattern));

const manifestLocationSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().check(z.regex(/^\/(?![/\\])[^\\]*$/)),
]);

/**
 * `GET /remotes.json`: federation container name -> where its `mf-manifest.json` is: a same-origin
 * path for a remote the gateway serves itself (`/remotes/auth/mf-manifest.json`, so the app works
 * on whatever address it was opened), an absolute URL for one deployed elsewhere
 * (`https://cdn.example.com/auth/mf-manifest.json`). A remote pinned to a release
 * (REMOTE_<NAME>_VERSION) is `{ entry, version }`: the shell loads it only if the manifest found
 * there names that release.
 */
export const remotesManifestSchema = z.record(
  z.string().check(z.regex(/^mfe_[a-z]+$/)),
  z.union([manifestLocationSchema, z.object({ entry: manifestLocationSchema, version: remoteVersionSchema })]),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
export type RemoteManifestEntry = RemotesManifest[string];

/** Where a `/remotes.json` entry's manifest is, pinned or not. */
export function manifestLocationOf(entry: RemoteManifestEntry): string {
  return typeof entry === 'string' ? entry : entry.entry;
}
