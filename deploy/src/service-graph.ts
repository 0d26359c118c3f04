import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { domainNames } from '@scp/shared/contracts/domains';

/** What the repository's code says about the processes a deploy runs and who calls whom. */

const repoRoot = path.resolve(__dirname, '..', '..');

/** services/ packages that are never deployed, with the reason. Any other with a start script is. */
export const LOCAL_ONLY_PACKAGES: Readonly<Record<string, string>> = {
  'provider-sandbox':
    'the local stand-in for the external platforms (docs/architecture.md, Local runs, tests and the provider sandbox)',
};

/** services/* packages with a start script: the processes a deploy runs (the gateway among them). */
export function deployablePackages(): string[] {
  return readdirSync(path.join(repoRoot, 'services'))
    .filter((name) => existsSync(path.join(repoRoot, 'services', name, 'package.json')))
    .filter((name) => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'services', name, 'package.json'), 'utf8'));
      return typeof manifest.scripts?.start === 'string' && !(name in LOCAL_ONLY_PACKAGES);
    })
    .sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.test(\.util)?\.ts$/.test(name) ? [file] : [];
  });
}

let sources: Map<string, string> | undefined;
let ownSources: Map<string, string> | undefined;

/** Each domain service's code outside src/neighbours/ (its calls to other services). */
function codeOutsideNeighbours(): Map<string, string> {
  ownSources ??= new Map(
    domainNames.map((name) => [
      name,
      sourceFiles(path.join(repoRoot, 'services', name, 'src'))
        .filter((file) => !file.includes(`${path.sep}neighbours${path.sep}`))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    ]),
  );
  return ownSources;
}

/**
 * The calls that leave the cluster: `fetch`, the kit's platform helpers (services/kit/src/oauth-client.ts,
 * platform-http.ts) and jose's remote key sets.
 */
const OUTBOUND_CALL = /\b(fetch|platformFetch|patientFetch|postForm|getJson|createRemoteJWKSet)\(/;

/**
 * The services that make HTTPS calls out of the cluster: those whose code makes such a call other
 * than to their neighbours (the sign-in providers, the platforms, the language model, a shop's CDN).
 * The gateway is none of them: its one `fetch` reads the provider sandbox's mailbox in local mode.
 * Sorted.
 */
export function httpsCallers(): string[] {
  return domainNames.filter((name) => OUTBOUND_CALL.test(codeOutsideNeighbours().get(name) ?? '')).sort();
}

/** The services that send mail: those whose code reads SMTP_URL. Sorted. */
export function mailSenders(): string[] {
  return domainNames.filter((name) => /\bSMTP_URL\b/.test(codeOutsideNeighbours().get(name) ?? '')).sort();
}

/**
 * Who reaches a service: the gateway (it forwards /api/<name>/* to every service) and the services
 * whose code reads `<NAME>_SERVICE_URL`, i.e. calls its internal API (docs/architecture.md, Between services,
 * services/kit/src/neighbour-urls.ts). Sorted.
 */
export function callersOf(callee: string): string[] {
  sources ??= new Map(
    domainNames.map((name) => [
      name,
      sourceFiles(path.join(repoRoot, 'services', name, 'src'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    ]),
  );
  const variable = new RegExp(`\\b${callee.toUpperCase()}_SERVICE_URL\\b`);
  return [
    'gateway',
    ...domainNames.filter((caller) => caller !== callee && variable.test(sources?.get(caller) ?? '')),
  ].sort();
}
