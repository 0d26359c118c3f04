import { useEffect, useState } from 'react';

/** A remote this page loaded and the release its manifest names (its build stamps it: create-webpack-config.cjs). */
export interface RemoteRelease {
  /** The federation name, `mfe_settings`. */
  remote: string;
  version: string;
  manifestUrl: string;
  /** When it was built, read from its manifest; undefined until read (or when unreadable). */
  buildTime?: string;
}

interface FederationRecord {
  /** Keyed `<federation name>:<manifest URL>`, one per remote the runtime loaded. */
  moduleInfo?: Record<string, { buildVersion?: string }>;
}

/** The remotes the shell's federation runtime loaded on this page, with their releases. */
export function loadedRemoteReleases(): RemoteRelease[] {
  const moduleInfo = (globalThis as { __FEDERATION__?: FederationRecord }).__FEDERATION__?.moduleInfo ?? {};
  return Object.entries(moduleInfo).flatMap(([key, snapshot]) => {
    const separator = key.indexOf(':');
    const remote = key.slice(0, separator);
    if (!remote.startsWith('mfe_') || !snapshot.buildVersion) return [];
    return [{ remote, version: snapshot.buildVersion, manifestUrl: key.slice(separator + 1) }];
  });
}

async function buildTimeOf(manifestUrl: string): Promise<string | undefined> {
  try {
    const answer = await fetch(manifestUrl);
    if (!answer.ok) return undefined;
    const manifest = (await answer.json()) as { metaData?: { buildInfo?: { buildTime?: unknown } } };
    const buildTime = manifest.metaData?.buildInfo?.buildTime;
    return typeof buildTime === 'string' ? buildTime : undefined;
  } catch {
    return undefined;
  }
}

/** The loaded remotes' releases, then with their build times once their manifests are read again. */
export function useRemoteReleases(): RemoteRelease[] {
  const [releases, setReleases] = useState(loadedRemoteReleases);
  useEffect(() => {
    let live = true;
    void Promise.all(
      loadedRemoteReleases().map(async (release) => ({
        ...release,
        buildTime: await buildTimeOf(release.manifestUrl),
      })),
    ).then((read) => live && setReleases(read));
    return () => {
      live = false;
    };
  }, []);
  return releases;
}
