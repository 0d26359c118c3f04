import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationNameOf,
  manifestLocationOf,
  type RemoteName,
  type RemotesManifest,
  remotesManifestSchema,
} from '../contracts/remotes';

/**
 * Run-time discovery of the remotes (docs/architecture.md, The front end): the shell is built with `remotes: {}` and learns
 * where each remote lives from `/remotes.json`, so a remote can be redeployed without rebuilding
 * the shell. This module is a federation singleton, so the shell and every remote share one
 * registration.
 */

export const remotesManifestUrl = '/remotes.json';

export interface RemoteLoadOptions {
  /** Total tries, the first included. */
  attempts?: number;
  /** Delay before the second try; doubled before each further one. */
  baseDelayMs?: number;
}

const defaultOptions: Required<RemoteLoadOptions> = { attempts: 3, baseDelayMs: 500 };

/** Thrown when a remote's module could not be loaded after every attempt; callers show their fallback. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly exposed: string,
    override readonly cause: unknown,
  ) {
    super(`Remote module ${federationNameOf(remote)}/${exposed} could not be loaded: ${describe(cause)}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let manifestRequest: Promise<RemotesManifest> | undefined;

const pinnedVersions = new Map<string, string>();
let pinsWatched = false;

/**
 * Refuses a remote whose manifest names another release than `/remotes.json` pinned it to, before
 * any of its code runs: a CDN folder holding another build is a broken deploy, and loading it
 * anyway would defeat the pin (the area shows its fallback instead). The runtime keeps the release
 * of each remote it loaded (`__FEDERATION__.moduleInfo`; the development tab lists them).
 */
function watchPins(): void {
  if (pinsWatched) return;
  pinsWatched = true;
  registerPlugins([
    {
      name: 'pinned-releases',
      loadRemoteSnapshot(args) {
        const pinned = pinnedVersions.get(args.moduleInfo.name);
        const release = (args.remoteSnapshot as { buildVersion?: string } | undefined)?.buildVersion;
        if (pinned && release !== pinned) {
          throw new Error(
            `${args.moduleInfo.name} at ${args.manifestUrl} is release ${release}, not the pinned ${pinned}`,
          );
        }
        return args;
      },
    },
  ]);
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(remotesManifestUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${remotesManifestUrl} answered ${response.status}`);
  const parsed = remotesManifestSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${remotesManifestUrl} is not a valid remotes manifest`);
  watchPins();
  for (const [name, entry] of Object.entries(parsed.data)) {
    if (typeof entry === 'string') pinnedVersions.delete(name);
    else pinnedVersions.set(name, entry.version);
  }
  registerRemotes(Object.entries(parsed.data).map(([name, entry]) => ({ name, entry: absoluteEntry(entry) })));
  return parsed.data;
}

/**
 * A same-origin path made absolute against the page's own address (the runtime derives each
 * remote's public path from its manifest URL).
 */
function absoluteEntry(entry: RemotesManifest[string]): string {
  const location = manifestLocationOf(entry);
  return location.startsWith('/') ? new URL(location, globalThis.location.href).href : location;
}

/** Fetches and registers `/remotes.json` once; a failed fetch is forgotten so the next call tries again. */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  manifestRequest ??= fetchManifest().catch((error: unknown) => {
    manifestRequest = undefined;
    throw error;
  });
  return manifestRequest;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads `exposed` (e.g. `routes` or `./response-flow-card`) from a remote, retrying with backoff.
 * Rejects with `RemoteLoadError` when the remote is unknown or every attempt failed.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  options: RemoteLoadOptions = {},
): Promise<T> {
  const { attempts, baseDelayMs } = { ...defaultOptions, ...options };
  const federationName = federationNameOf(remote);
  const request = `${federationName}/${exposed.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await wait(baseDelayMs * 2 ** (attempt - 1));
    try {
      const manifest = await loadRemotesManifest();
      const entry = manifest[federationName];
      if (!entry) throw new Error(`${federationName} is not listed in ${remotesManifestUrl}`);
      if (attempt > 0) {
        // The federation runtime caches a failed entry load; re-registering clears it so the retry refetches.
        registerRemotes([{ name: federationName, entry: absoluteEntry(entry) }], { force: true });
      }
      const loaded = await loadRemote<T>(request);
      if (loaded == null) throw new Error(`${request} resolved to nothing`);
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  throw new RemoteLoadError(remote, exposed, lastError);
}

/** Test seam: forgets the fetched manifest. */
export function resetRemoteLoaderForTests(): void {
  manifestRequest = undefined;
  pinsWatched = false;
  pinnedVersions.clear();
}
