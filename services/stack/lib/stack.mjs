// The local stack: dependencies, stale builds, Redis, the embedded database, the provider sandbox,
// the six services and the gateway, as child processes this module owns and stops by PID.
// Plain Node ESM without dependencies: `npm start` runs it on a fresh clone before `npm install`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { startBalancer } from './balancer.mjs';
import { ensureDebianPackage, repoRoot, runOrFail, workspaceDirs } from './bootstrap.mjs';

export { repoRoot };
const require = createRequire(import.meta.url);

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 60;

// ---------------------------------------------------------------------------------------------
// Installing and building

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the files under `dir` (node_modules and build output skipped). */
function newest(dir) {
  let latest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return mtime(dir);
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : mtime(full));
  }
  return latest;
}

/** Every workspace package: { name, dir, scripts, frontEnd }. */
export function workspacePackages() {
  return workspaceDirs.map((relative) => {
    const dir = path.join(repoRoot, relative);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return {
      name: manifest.name,
      dir,
      scripts: manifest.scripts ?? {},
      frontEnd: existsSync(path.join(dir, 'webpack.config.js')),
    };
  });
}

/** Packages whose build output is missing or older than their sources (the shared package counts for bundles). */
export function stalePackages() {
  const shared = Math.max(newest(path.join(repoRoot, 'shared', 'src')), newest(path.join(repoRoot, 'shared', 'build')));
  return workspacePackages().filter((pkg) => {
    if (!pkg.scripts.build || !existsSync(path.join(pkg.dir, 'src'))) return false;
    const dist = path.join(pkg.dir, 'dist');
    if (!existsSync(dist)) return true;
    let sources = Math.max(newest(path.join(pkg.dir, 'src')), mtime(path.join(pkg.dir, 'package.json')));
    if (pkg.frontEnd) sources = Math.max(sources, shared, mtime(path.join(pkg.dir, 'webpack.config.js')));
    return sources > newest(dist);
  });
}

/** Builds the stale packages (in dependency order, two at a time) and nothing else. */
export async function buildStale({ log = console.log } = {}) {
  const stale = stalePackages();
  if (stale.length === 0) return [];
  log(`Building ${stale.map((pkg) => pkg.name).join(', ')}`);
  await runOrFail('npx', [
    'lerna',
    'run',
    'build',
    '--concurrency',
    '2',
    ...stale.flatMap((pkg) => ['--scope', pkg.name]),
  ]);
  return stale.map((pkg) => pkg.name);
}

// ---------------------------------------------------------------------------------------------
// Ports and Redis

/**
 * The ephemeral range's first port: outgoing connections (every child's to Redis and the database)
 * take their local port from it, and so does a bind to port 0.
 */
function ephemeralPortsStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > 12_000) return low;
  } catch {
    // Not Linux: the IANA range.
  }
  return 49_152;
}

const handedOutPorts = new Set();

/**
 * A free port for a child to listen on, never the same twice in this process. Chosen below the
 * ephemeral range: a port from a bind to 0 is free only until something else takes it, and between
 * this pick and the child's own bind the other children open connections whose local ports come
 * from that range (a gateway once found its port taken by a service and the stack's readiness
 * check answered by that service).
 */
export async function freePort() {
  const high = ephemeralPortsStart();
  const low = 10_000;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (handedOutPorts.has(port) || !(await portIsFree(port))) continue;
    handedOutPorts.add(port);
    return port;
  }
  throw new Error(`no free port found between ${low} and ${high}`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes

const levels = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One readable line from a pino JSON line; other lines unchanged. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.level !== 'number') return line;
    let text = `${levels[entry.level] ?? entry.level} ${entry.msg ?? ''}`;
    if (entry.req && entry.res)
      text += ` ${entry.req.method} ${entry.req.url} -> ${entry.res.statusCode} (${entry.responseTime} ms)`;
    if (entry.err?.message) text += `: ${entry.err.message}`;
    return text;
  } catch {
    return line;
  }
}

class Child {
  constructor(name, command, args, { env, output }) {
    this.name = name;
    this.lines = [];
    this.stopping = false;
    this.watchers = [];
    this.proc = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm/webpack grandchildren are stopped with it.
      detached: true,
    });
    this.pid = this.proc.pid;
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => resolve({ code, signal }));
      this.proc.once('error', (err) => {
        this.keep(`cannot start ${command}: ${err.message}`);
        resolve({ code: null, signal: null, error: err });
      });
    });
    for (const stream of [this.proc.stdout, this.proc.stderr]) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffered += chunk;
        const parts = buffered.split('\n');
        buffered = parts.pop() ?? '';
        for (const line of parts) {
          this.keep(line);
          if (output) output(this.name, line);
        }
      });
    }
  }

  keep(line) {
    this.lines.push(line);
    if (this.lines.length > OUTPUT_LINES_KEPT) this.lines.shift();
    for (const watcher of [...this.watchers]) watcher(line);
  }

  get output() {
    return this.lines.join('\n');
  }

  /** Resolves with the match of the first output line matching `pattern`. */
  waitForLine(pattern, timeoutMs = READY_TIMEOUT_MS) {
    return new Promise((resolve, reject) => {
      const existing = this.lines.map((line) => line.match(pattern)).find(Boolean);
      if (existing) return resolve(existing);
      const timer = setTimeout(
        () => finish(new Error(`${this.name} did not start within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const watcher = (line) => {
        const match = line.match(pattern);
        if (match) finish(undefined, match);
      };
      const finish = (err, match) => {
        clearTimeout(timer);
        this.watchers = this.watchers.filter((w) => w !== watcher);
        if (err) reject(err);
        else resolve(match);
      };
      this.watchers.push(watcher);
      this.exited.then(({ code, signal }) =>
        finish(new Error(`${this.name} exited (${code ?? signal}) while starting`)),
      );
    });
  }

  /** Resolves when GET `url` answers 200. */
  async waitForHttp(url, timeoutMs = READY_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    this.exited.then(() => {
      exited = true;
    });
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${this.name} exited while starting`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
  }

  /** SIGTERM to the process group, SIGKILL if it has not exited in time. */
  async stop() {
    this.stopping = true;
    if (this.proc.exitCode !== null || this.proc.signalCode !== null || !this.pid) return;
    const signalGroup = (signal) => {
      try {
        process.kill(-this.pid, signal);
      } catch {
        try {
          process.kill(this.pid, signal);
        } catch {
          // Already gone.
        }
      }
    };
    signalGroup('SIGTERM');
    let timer;
    const killed = new Promise((resolve) => {
      timer = setTimeout(() => {
        signalGroup('SIGKILL');
        resolve();
      }, STOP_TIMEOUT_MS);
    });
    await Promise.race([this.exited, killed]);
    clearTimeout(timer);
    await this.exited;
  }
}

function prefixed(log) {
  return (name, line) => log(`[${name}] ${formatLogLine(line)}`);
}

// ---------------------------------------------------------------------------------------------
// The stack

/**
 * The domain registry (shared/src/contracts/domains.ts), compiled: the domains, their service and
 * dev server ports, their remotes. Throws a message saying to build @scp/shared when it is not built.
 */
export function domainRegistry() {
  const { loadDomainRegistry } = require(path.join(repoRoot, 'shared', 'build', 'domain-registry.cjs'));
  return loadDomainRegistry();
}

/** Service names and default ports from the domain registry (one list for everything). */
function serviceDefaults() {
  const { domains } = domainRegistry();
  return {
    serviceNames: domains.map((domain) => domain.name),
    defaultServicePorts: Object.fromEntries(domains.map((domain) => [domain.name, domain.servicePort])),
  };
}

/**
 * Which secrets each process may hold, as in production: the variables its Kubernetes Secret names
 * (deploy/k8s/secrets/<name>.env.example, optional ones commented out there included), by process.
 */
export function processSecrets() {
  const folder = path.join(repoRoot, 'deploy', 'k8s', 'secrets');
  const suffix = '.env.example';
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(suffix))
      .map((file) => [
        file.slice(0, -suffix.length),
        new Set(
          readFileSync(path.join(folder, file), 'utf8')
            .split('\n')
            .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
            .filter(Boolean),
        ),
      ]),
  );
}

/**
 * A process's environment with only its own secrets: a variable any process's Secret names is a
 * secret, kept only where the process's own Secret names it (the stores, the sandbox and the dev
 * servers have none). So no process holds another's private key, even from the launcher's own
 * environment.
 */
export function withOwnSecrets(name, env, secrets = processSecrets()) {
  const own = secrets[name] ?? new Set();
  const anyones = new Set(Object.values(secrets).flatMap((names) => [...names]));
  return Object.fromEntries(Object.entries(env).filter(([variable]) => !anyones.has(variable) || own.has(variable)));
}

/**
 * Fresh Ed25519 key pairs for this run (the built kit's generateKeyEnv), where the environment
 * does not bring its own; withOwnSecrets hands each process only its own.
 */
function runKeys(env) {
  const { generateKeyEnv } = require(path.join(repoRoot, 'services', 'kit', 'dist', 'signing-keys.js'));
  return Object.fromEntries(Object.entries(generateKeyEnv()).filter(([name]) => env[name] === undefined));
}

/**
 * The provider sandbox's app credentials as the auth service's environment variables (one source:
 * its default-clients module, built). Base URLs are left out: the service derives them from
 * PROVIDER_SANDBOX_URL in local mode.
 */
export function sandboxAuthCredentials() {
  const { sandboxAuthServiceEnv } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'default-clients.js'),
  );
  return sandboxAuthServiceEnv();
}

/**
 * The auth service's local-mode environment: the sandbox's app credentials and no email
 * confirmation (sign-up signs in at once), each only where the environment does not set it.
 */
export function authServiceEnv(env) {
  const defaults = { ...sandboxAuthCredentials(), AUTH_EMAIL_CONFIRMATION: 'false' };
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => env[name] === undefined));
}

/**
 * The settings service's local-mode environment: the sandbox's billing and platform credentials,
 * each only where the environment does not set it.
 */
export function settingsServiceEnv(env) {
  const { sandboxSettingsServiceEnv } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'default-clients.js'),
  );
  return {
    ...Object.fromEntries(Object.entries(sandboxSettingsServiceEnv()).filter(([name]) => env[name] === undefined)),
    // Set, it wins over the dashboard the launcher starts (the bench uses that to keep connecting and syncing apart).
    ...(env.DASHBOARD_SERVICE_URL ? { DASHBOARD_SERVICE_URL: env.DASHBOARD_SERVICE_URL } : {}),
  };
}

/** The dashboard service's local-mode environment: the sandbox's Shopify app secret (webhooks). */
export function dashboardServiceEnv(env) {
  const { sandboxDashboardServiceEnv } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'default-clients.js'),
  );
  return Object.fromEntries(Object.entries(sandboxDashboardServiceEnv()).filter(([name]) => env[name] === undefined));
}

/** The responder service's local-mode environment: the sandbox's Meta app secret and verify token (webhooks). */
export function responderServiceEnv(env) {
  const { sandboxResponderServiceEnv } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'default-clients.js'),
  );
  return Object.fromEntries(Object.entries(sandboxResponderServiceEnv()).filter(([name]) => env[name] === undefined));
}

/**
 * The assistant service's local-mode environment: with ASSISTANT_LLM=sandbox it answers through the
 * sandbox's language model (Gemini's protocol, or OpenAI's with ASSISTANT_LLM_PROTOCOL=openai)
 * instead of the embedded analyst; ASSISTANT_LLM_* variables the environment sets are left as they are.
 */
export function assistantServiceEnv(env, sandboxUrl) {
  if (env.ASSISTANT_LLM !== 'sandbox') return {};
  const { SANDBOX_LLM_API_KEY } = require(
    path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'llm', 'llm-common.js'),
  );
  const protocol = env.ASSISTANT_LLM_PROTOCOL ?? 'gemini';
  return {
    ASSISTANT_LLM_PROTOCOL: protocol,
    ASSISTANT_LLM_BASE_URL:
      env.ASSISTANT_LLM_BASE_URL ?? `${sandboxUrl}/llm/${protocol === 'openai' ? 'openai/v1' : 'gemini'}`,
    ASSISTANT_LLM_API_KEY: env.ASSISTANT_LLM_API_KEY ?? SANDBOX_LLM_API_KEY,
  };
}

/**
 * Origins the sandbox accepts redirect URIs on: the gateway's own, PUBLIC_ORIGIN when set, and any
 * the environment already lists in SANDBOX_ALLOWED_REDIRECT_ORIGINS (comma-separated).
 */
export function sandboxRedirectOrigins(gatewayUrl, publicOrigin, extra = '') {
  const origins = [gatewayUrl, publicOrigin, ...extra.split(',')].map((value) => value?.trim()).filter(Boolean);
  // The gateway answers on localhost and 127.0.0.1 alike: a flow started on either comes back to it.
  const gatewayAliases = ['localhost', '127.0.0.1'].map((host) => {
    const alias = new URL(gatewayUrl);
    alias.hostname = host;
    return alias.origin;
  });
  return [...new Set([...origins.map((url) => new URL(url).origin), ...gatewayAliases])].join(',');
}

/**
 * The front-end packages with a `dev` script, with the URL their dev server listens on (docs/architecture.md, Ports,
 * from the domain registry: the shell's port, then each remote's).
 */
export function frontEndDevServers(packages = workspacePackages()) {
  const { domains, remoteFolderOf, shellApp } = domainRegistry();
  const servers = [];
  const byDir = (folder) => packages.find((pkg) => pkg.dir === path.join(repoRoot, folder));
  const shell = byDir(shellApp.folder);
  if (shell?.scripts.dev) servers.push({ pkg: shell.name, url: `http://localhost:${shellApp.devPort}/` });
  for (const { name, devPort } of domains) {
    const pkg = byDir(remoteFolderOf(name));
    if (pkg?.scripts.dev) servers.push({ pkg: pkg.name, remote: name, url: `http://localhost:${devPort}/` });
  }
  return servers;
}

async function choosePort(name, requested, fallbackToFree) {
  if (requested === 0) return freePort();
  if (await portIsFree(requested)) return requested;
  if (fallbackToFree) return freePort();
  throw new Error(`Port ${requested} (${name}) is in use. Stop what uses it or set another port.`);
}

/**
 * Runs a service's migrations (`services/<name>/dist/migrations/migrate.js`) to the end, as the migration Job
 * of a deploy does; throws with its output when it fails. Of the secrets it gets the store's
 * address alone.
 */
export async function migrateService(name, env, { secrets = processSecrets(), output } = {}) {
  const child = new Child(
    `migrate:${name}`,
    process.execPath,
    [path.join(repoRoot, 'services', name, 'dist', 'migrations', 'migrate.js')],
    // The store's address is the one secret it holds (each service's Secret names it).
    { env: { ...withOwnSecrets(`migrate:${name}`, env, secrets), MONGODB_URI: env.MONGODB_URI }, output },
  );
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${name}: migrations failed (${code ?? signal}):\n${child.output}`);
}

/**
 * Starts Redis (unless REDIS_URL), the embedded database (unless MONGODB_URI), the provider
 * sandbox, the six services and the gateway, each waited for until ready. Expects built packages
 * (see buildStale).
 *
 * options.ports: { gateway, sandbox, smtp, mongo, redis, auth, settings, ... }; 0 = a free port.
 * options.freePorts: every port not given is a free one (tests, e2e).
 * options.env: extra environment for every child (e.g. LOG_LEVEL, SESSION_TTL_SECONDS,
 *   SESSION_MAX_AGE_SECONDS, PUBLIC_ORIGIN); process.env is passed on as well.
 * Every service gets PUBLIC_ORIGIN (default the gateway's http://localhost:<port>); the auth service
 *   also the sandbox's app credentials and AUTH_EMAIL_CONFIRMATION=false unless the environment sets
 *   them; the sandbox accepts OAuth redirects to the gateway's origin and PUBLIC_ORIGIN.
 * options.dataDir: the embedded database's folder parent (default <repo>/.data).
 * options.log: status lines; options.output: (name, line) for child output, or null for none.
 * options.watch: run Node children with `node --watch` (npm run dev).
 * options.remoteUrls: { auth: 'http://localhost:3001/', ... } REMOTE_<NAME>_URL for the gateway.
 * options.frontEndDev: also run the webpack dev servers (`npm run dev`) of the shell (3000) and the
 *   remotes (3001-3006) that have one, the gateway pointing /remotes.json at them.
 * options.signal: an AbortSignal that stops a start in progress.
 * options.replicas: processes of the gateway and of each service (default 1). With 2 or more, each
 *   runs that many processes (`gateway-1`, `gateway-2`, `auth-1`...) on free ports behind a
 *   round-robin balancer (lib/balancer.mjs) on the port the single process would have had; the
 *   gateway and the services reach each service through its balancer; all share Redis and the store.
 *
 * Returns { gatewayUrl, sandboxUrl, redisUrl, mongoUri, ports, replicas, balancers, failed, stop() }:
 * `failed` resolves with { name, code, output } when a child dies on its own; stop() ends every
 * child by PID. `replicas` lists each process of the gateway and of each service ({ name, port,
 * url, pid }) by role, `balancers` each balancer ({ url, counts }) when there are replicas.
 */
export async function startStack(options = {}) {
  const log = options.log ?? console.log;
  const output = options.output === null ? undefined : (options.output ?? prefixed(log));
  const env = { ...process.env, ...options.env };
  const replicaCount = options.replicas ?? 1;
  if (!Number.isInteger(replicaCount) || replicaCount < 1 || replicaCount > 8) {
    throw new Error(`replicas must be a whole number from 1 to 8, not ${options.replicas}`);
  }
  const children = [];
  const balancers = {};
  let failedResolve;
  const failed = new Promise((resolve) => {
    failedResolve = resolve;
  });
  const stop = async () => {
    // Reverse start order: the gateway goes first, the stores last.
    for (const child of [...children].reverse()) child.stopping = true;
    for (const balancer of Object.values(balancers)) await balancer.close();
    for (const child of [...children].reverse()) await child.stop();
  };
  const launches = new Map();
  const secrets = processSecrets();
  // `role` names the process's Secret (a replica `gateway-2` holds the gateway's); `port` is where it answers /readyz.
  const startChild = (name, command, args, launchEnv = {}, { role = name, port } = {}) => {
    if (options.signal?.aborted) throw new Error('start aborted');
    const childEnv = withOwnSecrets(role, launchEnv, secrets);
    const child = new Child(name, command, args, {
      env: withOwnSecrets(role, { ...env, ...childEnv }, secrets),
      output,
    });
    children.push(child);
    launches.set(name, { command, args, childEnv, child, role, port });
    child.exited.then(({ code, signal }) => {
      if (!child.stopping) failedResolve({ name, code: code ?? signal, output: child.output });
    });
    return child;
  };
  const onAbort = () => {
    void stop();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });

  try {
    const { serviceNames, defaultServicePorts } = serviceDefaults();
    const wanted = { gateway: 8080, sandbox: 8090, smtp: 2525, ...defaultServicePorts, ...options.ports };
    const pick = (name, fallback) =>
      choosePort(name, options.freePorts && options.ports?.[name] === undefined ? 0 : (wanted[name] ?? 0), fallback);
    const node = process.execPath;
    const watch = options.watch ? ['--watch'] : [];

    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      await ensureDebianPackage('redis-server', 'redis-server');
      const port = await pick('redis', true);
      const redis = startChild('redis', 'redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await redis.waitForLine(/Ready to accept connections/);
      redisUrl = `redis://127.0.0.1:${port}`;
    }

    let mongoUri = env.MONGODB_URI;
    if (!mongoUri) {
      const dbpath = path.join(options.dataDir ?? path.join(repoRoot, '.data'), 'mongo');
      mkdirSync(dbpath, { recursive: true });
      // 27017 unless taken (docs/architecture.md, Ports).
      const port = await choosePort('mongo', options.freePorts ? 0 : (options.ports?.mongo ?? 27017), true);
      const mongo = startChild('mongo', node, [
        path.join(repoRoot, 'services', 'embedded-mongo', 'dist', 'cli.js'),
        '--port',
        String(port),
        '--dbpath',
        dbpath,
      ]);
      [, mongoUri] = await mongo.waitForLine(/embedded-mongo listening on (mongodb:\/\/\S+)/);
    }

    // The gateway's port first: its origin is where the sandbox may send the OAuth redirects.
    const gatewayPort = await pick('gateway', false);
    const gatewayUrl = `http://localhost:${gatewayPort}`;
    const publicOrigin = env.PUBLIC_ORIGIN ?? gatewayUrl;

    const sandboxPort = await pick('sandbox', false);
    // The URL the services are given (PROVIDER_SANDBOX_URL): its issuers (Apple's, Google's)
    // must be the ones the services expect in the ID tokens. 'localhost' like the gateway: the
    // same site, so Apple's form_post back to the app carries the (SameSite=Lax) flow cookie
    // over plain http, as the real cross-site POST carries its SameSite=None one over https.
    const sandboxPublicUrl = env.SANDBOX_PUBLIC_URL ?? `http://localhost:${sandboxPort}`;
    const sandbox = startChild(
      'sandbox',
      node,
      [path.join(repoRoot, 'services', 'provider-sandbox', 'dist', 'cli.js')],
      {
        PORT: String(sandboxPort),
        SANDBOX_PUBLIC_URL: sandboxPublicUrl,
        SMTP_PORT: String(await pick('smtp', true)),
        SANDBOX_ALLOWED_REDIRECT_ORIGINS: sandboxRedirectOrigins(
          gatewayUrl,
          env.PUBLIC_ORIGIN,
          env.SANDBOX_ALLOWED_REDIRECT_ORIGINS,
        ),
        // Its payment provider reports payments to the settings service through the gateway, as the real one would.
        SANDBOX_BILLING_WEBHOOK_URL:
          env.SANDBOX_BILLING_WEBHOOK_URL ?? `http://127.0.0.1:${gatewayPort}/api/settings/webhooks/billing`,
        // Its Meta app's messaging webhooks (the customer simulator) reach the auto-responder the same way.
        SANDBOX_META_WEBHOOK_URL:
          env.SANDBOX_META_WEBHOOK_URL ?? `http://127.0.0.1:${gatewayPort}/api/responder/webhooks/meta`,
      },
    );
    const [, , smtpPort] = await sandbox.waitForLine(/provider-sandbox listening on (http:\/\/\S+) \(smtp (\d+)\)/);

    const shared = {
      // The stack is the local run (npm start, npm run dev, e2e, bench): built-in development
      // secrets, the sandbox and the dev mailbox; a deploy starts the processes without it.
      LOCAL_MODE: 'true',
      MONGODB_URI: mongoUri,
      REDIS_URL: redisUrl,
      PROVIDER_SANDBOX_URL: sandboxPublicUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Keys and the flow-cookie secret are new for every run, so nothing signed outlives it; each
      // process keeps only its own (startChild).
      ...runKeys(env),
      OAUTH_FLOW_SECRET: env.OAUTH_FLOW_SECRET ?? `local-only-${randomBytes(16).toString('hex')}`,
      // The browser-facing origin: the services build redirect URIs and links in mails on it.
      PUBLIC_ORIGIN: publicOrigin,
    };
    const ownEnv = {
      auth: authServiceEnv(env),
      settings: settingsServiceEnv(env),
      dashboard: dashboardServiceEnv(env),
      assistant: assistantServiceEnv(env, sandboxPublicUrl),
      responder: responderServiceEnv(env),
    };
    const servicePorts = {};
    for (const name of serviceNames) servicePorts[name] = await pick(name, false);
    // Services call each other's internal API (docs/architecture.md, Between services): each knows where the others are.
    const serviceUrls = Object.fromEntries(
      serviceNames.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, `http://127.0.0.1:${servicePorts[name]}/`]),
    );
    // Each service's migrations (its indexes among them) once, before it starts: the services boot
    // with autoIndex off and build nothing themselves (docs/architecture.md, Migrations).
    await Promise.all(serviceNames.map((name) => migrateService(name, { ...env, ...shared }, { secrets, output })));
    const replicas = {};
    /**
     * The process(es) of one role: itself on `port`, or `replicaCount` replicas on free ports and a
     * balancer on `port` in front of them; resolves once every one is ready.
     */
    const startReplicated = async (role, args, launchEnv, port) => {
      const names =
        replicaCount === 1 ? [role] : Array.from({ length: replicaCount }, (_, index) => `${role}-${index + 1}`);
      const started = [];
      for (const name of names) {
        const own = replicaCount === 1 ? port : await freePort();
        const child = startChild(name, node, args, { ...launchEnv, PORT: String(own) }, { role, port: own });
        started.push({ name, port: own, url: `http://127.0.0.1:${own}`, pid: child.pid, child });
      }
      await Promise.all(started.map(({ child, url }) => child.waitForHttp(`${url}/readyz`)));
      replicas[role] = started.map(({ child: _child, ...replica }) => replica);
      if (replicaCount > 1) balancers[role] = await startBalancer({ port, replicas: replicas[role] });
    };
    await Promise.all(
      serviceNames.map((name) =>
        startReplicated(
          name,
          [...watch, path.join(repoRoot, 'services', name, 'dist', 'main.js')],
          { ...shared, ...serviceUrls, ...ownEnv[name] },
          servicePorts[name],
        ),
      ),
    );

    const devServers = options.frontEndDev ? frontEndDevServers() : [];
    const remoteUrls = {
      ...Object.fromEntries(devServers.filter((s) => s.remote).map((s) => [s.remote, s.url])),
      ...options.remoteUrls,
    };
    const remoteEnv = Object.fromEntries(
      Object.entries(remoteUrls).map(([name, url]) => [`REMOTE_${name.toUpperCase()}_URL`, url]),
    );
    const shellDev = devServers.find((server) => !server.remote);
    if (shellDev)
      remoteEnv.CORS_ORIGINS = [env.CORS_ORIGINS, shellDev.url.replace(/\/$/, '')].filter(Boolean).join(',');
    await startReplicated(
      'gateway',
      [...watch, path.join(repoRoot, 'services', 'gateway', 'dist', 'main.js')],
      { ...shared, ...remoteEnv, ...serviceUrls },
      gatewayPort,
    );
    for (const server of devServers) {
      startChild(server.remote ? `web:${server.remote}` : 'web:shell', 'npm', ['run', 'dev', '-w', server.pkg], {
        GATEWAY_URL: gatewayUrl,
      });
    }

    options.signal?.removeEventListener('abort', onAbort);
    return {
      gatewayUrl,
      sandboxUrl: sandboxPublicUrl,
      redisUrl,
      mongoUri,
      ports: { gateway: gatewayPort, ...servicePorts },
      replicas,
      balancers: Object.fromEntries(
        Object.entries(balancers).map(([role, balancer]) => [role, { url: balancer.url, counts: balancer.counts }]),
      ),
      devServerUrls: devServers.map((server) => server.url),
      pids: children.map((child) => child.pid),
      /** Each process's pid by name (`dashboard`, `gateway`...), e.g. to read its memory. */
      pidOf: Object.fromEntries(children.map((child) => [child.name, child.pid])),
      failed,
      stop,
      /**
       * How a process was started (`gateway`, `settings`...): its command, arguments and own
       * environment (the stack's environment aside), e.g. to start a second gateway next to it.
       */
      launchOf(name) {
        const launch = launches.get(name);
        if (!launch) throw new Error(`no process ${name} in this stack`);
        return { command: launch.command, args: [...launch.args], env: { ...launch.childEnv } };
      },
      /**
       * Kills a service as a crash would (SIGKILL to its process group, no shutdown) and starts it
       * again with the same command and environment; resolves once it is ready. For fault drills.
       */
      async crashAndRestart(name) {
        const launch = launches.get(name);
        if (!launch || !launch.port || !(launch.role in servicePorts))
          throw new Error(`no service ${name} in this stack`);
        launch.child.stopping = true;
        try {
          process.kill(-launch.child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await launch.child.exited;
        const crashedAt = performance.now();
        const child = startChild(name, launch.command, launch.args, launch.childEnv, launch);
        await child.waitForHttp(`http://127.0.0.1:${launch.port}/readyz`);
        return { pid: child.pid, downMs: performance.now() - crashedAt };
      },
    };
  } catch (err) {
    const last = children.at(-1);
    await stop();
    if (last && err instanceof Error) err.message += `\n--- last output of ${last.name} ---\n${last.output}`;
    throw err;
  }
}

export { Child };
