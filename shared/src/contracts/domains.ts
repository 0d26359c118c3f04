// The domain registry: the one list of the product's domains and the facts every part derives from
// them (docs/architecture.md, The shape; Ports; Who owns what). Plain data and pure functions, no imports: the browser bundles it
// (bundled, not a federation share: shared/build/shared-modules.cjs), the services and the kit import
// it from the built package, and the Node tooling (the webpack preset, ESLint, the stack launcher, the
// bench) reads the compiled `shared/dist/contracts/domains.js` through shared/build/domain-registry.cjs.
//
// A domain `<name>` is, by convention: the remote `mfe-<name>/` (package `@scp/mfe-<name>`), the
// service `services/<name>/` with its REST API under `/api/<name>` and its own database, the
// gateway's `<NAME>_SERVICE_URL`, `REMOTE_<NAME>_URL` and `REMOTE_<NAME>_DIST`, and the built remote
// served at `/remotes/<name>/`.

/** What the registry records of each domain. */
export interface DomainEntry {
  /** Lower-case letters only: it names folders, URL paths, environment variables and `mfe_<name>`. */
  readonly name: string;
  /** The service's default port (docs/architecture.md, Ports: 8081-8087 in the registry's order). */
  readonly servicePort: number;
  /** The remote's webpack dev server port (docs/architecture.md, Ports: 3001-3007 in the registry's order). */
  readonly devPort: number;
  /** The Module Federation container name: always `mfe_<name>`. */
  readonly federationName: `mfe_${string}`;
  /**
   * The remote's exposed modules (the `exposes` of its ModuleFederationPlugin), paths relative to
   * `mfe-<name>/`. Every remote exposes `./routes`, what the shell mounts for the area's paths;
   * other entries are widgets other areas show through `RemoteSlot` by name (without `./`).
   */
  readonly exposes: { readonly './routes': `./src/${string}` } & {
    readonly [exposed: `./${string}`]: `./src/${string}`;
  };
  /**
   * The RTK Query tag types of the data this domain's service answers (under `/api/<name>`), which
   * the remotes provide and invalidate across each other's endpoints. The shared `api`'s `tagTypes`
   * are all domains' lists in the registry's order (shared/src/client/api.ts); a tag belongs to one
   * domain only.
   */
  readonly apiTagTypes: readonly string[];
}

/** The domains, in the order of their default ports (docs/architecture.md, Ports). */
export const domains = [
  {
    name: 'auth',
    servicePort: 8081,
    devPort: 3001,
    federationName: 'mfe_auth',
    exposes: { './routes': './src/routes.tsx' },
    // The session, and the profile fields kept in the user's metadata.
    apiTagTypes: ['Session', 'Profile'],
  },
  {
    name: 'settings',
    servicePort: 8082,
    devPort: 3002,
    federationName: 'mfe_settings',
    exposes: { './routes': './src/routes.tsx' },
    apiTagTypes: ['BrandVoice', 'BrandKit', 'ConnectedAccount', 'Integration'],
  },
  {
    name: 'dashboard',
    servicePort: 8083,
    devPort: 3003,
    federationName: 'mfe_dashboard',
    exposes: { './routes': './src/routes.tsx' },
    apiTagTypes: ['Dashboard', 'Analytics'],
  },
  {
    name: 'onboarding',
    servicePort: 8084,
    devPort: 3004,
    federationName: 'mfe_onboarding',
    exposes: { './routes': './src/routes.tsx' },
    // The onboarding service owns the goals (docs/architecture.md, Who owns what), whichever screen edits them.
    apiTagTypes: ['Onboarding', 'Goal'],
  },
  {
    name: 'assistant',
    servicePort: 8085,
    devPort: 3005,
    federationName: 'mfe_assistant',
    exposes: {
      './routes': './src/routes.tsx',
      './assistant-card': './src/assistant-card.tsx',
      './chat-launcher': './src/chat-launcher.tsx',
    },
    apiTagTypes: ['Assistant'],
  },
  {
    name: 'responder',
    servicePort: 8086,
    devPort: 3006,
    federationName: 'mfe_responder',
    exposes: {
      './routes': './src/routes.tsx',
      './inbox-panel': './src/inbox-panel.tsx',
      './response-flow-card': './src/response-flow-card.tsx',
      './tasks-card': './src/tasks-card.tsx',
    },
    apiTagTypes: ['ResponderConfig', 'ResponderActivity', 'ResponderTask'],
  },
  {
    name: 'studio',
    servicePort: 8087,
    devPort: 3007,
    federationName: 'mfe_studio',
    exposes: { './routes': './src/routes.tsx' },
    // Posts with their scheduling and results, campaigns, and the owner's uploaded media.
    apiTagTypes: ['Post', 'Campaign', 'StudioMedia'],
  },
] as const satisfies readonly DomainEntry[];

/** The host application: `shell/`, federation name `shell`, dev server on 3000 (docs/architecture.md, Ports). */
export const shellApp = { folder: 'shell', federationName: 'shell', devPort: 3000 } as const;

export type Domain = (typeof domains)[number];
export type DomainName = Domain['name'];
/** The registry entry of one domain, with its literal values. */
export type DomainNamed<N extends DomainName> = Extract<Domain, { name: N }>;
/** Every domain's RTK Query tag types together. */
export type DomainApiTagType = Domain['apiTagTypes'][number];

/** The names of a tuple of entries, as a tuple (mapped over a type parameter, so it stays one). */
type NamesOf<T extends readonly { readonly name: string }[]> = {
  readonly [I in keyof T]: T[I] extends { readonly name: infer N } ? N : never;
};

/** The domain names in the registry's order (a tuple: `remoteNames`, `serviceNames`). */
export const domainNames = domains.map((domain) => domain.name) as unknown as NamesOf<typeof domains>;

export function isDomainName(value: string): value is DomainName {
  return domains.some((domain) => domain.name === value);
}

/** The registry entry of `name`; throws on a name the registry does not list (JavaScript callers). */
export function domainNamed<N extends DomainName>(name: N): DomainNamed<N> {
  const domain = domains.find((entry) => entry.name === name);
  if (!domain) {
    throw new Error(
      `Unknown domain '${String(name)}': shared/src/contracts/domains.ts lists ${domainNames.join(', ')}`,
    );
  }
  return domain as DomainNamed<N>;
}

/** The remote's folder at the repository root (its package is `@scp/<folder>`). */
export function remoteFolderOf<N extends DomainName>(name: N): `mfe-${N}` {
  return `mfe-${name}`;
}
