import type { KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isSandboxCredential } from './published-secrets';
import { parseRedisUrl } from './redis-topology';
import { envKeyPem, isLocalOnlyKeyValue, resolveKey, serviceTokenKeyVariables } from './signing-keys';
import { defaultServicePorts, serviceNames, type ServiceName } from './service-names';

/**
 * Configuration comes from the environment and is validated once at boot: a bad value stops the
 * process with a message naming the variable, instead of failing later on the first request.
 */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    hint?: string,
  ) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}${hint ? `\n${hint}` : ''}`);
    this.name = 'ConfigError';
  }
}

/** Said under the problems when a process outside local mode lacks what production needs. */
export const LOCAL_MODE_HINT =
  'Local mode is off. For a run on this machine with built-in development secrets, set LOCAL_MODE=true (npm start, npm run dev and the tests do).';

export type Env = Record<string, string | undefined>;

/** Prefix of the built-in secrets of local mode; production refuses any secret starting with it. */
export const LOCAL_ONLY_SECRET_PREFIX = 'local-only-';
const MIN_SECRET_LENGTH = 32;

export const envBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envPort = z.coerce.number().int().min(0).max(65535);

export const envPositiveInt = z.coerce.number().int().positive();

export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Environment variables read by the gateway and every service. */
export const commonEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOCAL_MODE: envBoolean.optional(),
  LOG_LEVEL: logLevelSchema.optional(),
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  // One server, a Sentinel master or a Cluster (redis-topology.ts).
  REDIS_URL: z
    .string()
    .superRefine((value, ctx) => {
      const topology = parseRedisUrl(value);
      if ('problem' in topology) ctx.addIssue({ code: 'custom', message: topology.problem });
    })
    .optional(),
};

type CommonEnv = z.infer<z.ZodObject<typeof commonEnvShape>>;

export interface CommonConfig {
  nodeEnv: 'development' | 'test' | 'production';
  /**
   * Local mode: built-in secrets, the provider sandbox and the dev mailbox are allowed (docs/architecture.md,
   * Local runs, tests and the provider sandbox). Only an explicit LOCAL_MODE=true turns it on, so a deploy that forgets NODE_ENV fails
   * closed (issue 9.2).
   */
  localMode: boolean;
  logLevel: z.infer<typeof logLevelSchema>;
  host: string;
  /** Express `trust proxy` value. */
  trustProxy: boolean | number | string;
  redisUrl: string;
}

export function isLocalMode(env: { LOCAL_MODE?: boolean }): boolean {
  return env.LOCAL_MODE === true;
}

const REQUIRED = 'is required outside local mode';

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Express's names for address ranges in `trust proxy`. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a `trust proxy` list: a name above, an address, or a subnet (prefix length or netmask). */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY as Express reads it: true, false, a hop count, or a list of addresses. `true` trusts
 * every X-Forwarded-For a client sends (any client can then claim any address, past the sign-in
 * throttle and the rate limits), so outside local mode it must say what is really in front.
 */
function checkTrustProxy(ctx: z.RefinementCtx, value: string | undefined, localMode: boolean): void {
  if (value === undefined || value === 'false' || /^\d+$/.test(value)) return;
  if (value === 'true') {
    if (!localMode) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'must not be true outside local mode: it trusts any X-Forwarded-For a client sends; set the number of proxies in front (e.g. 1) or their addresses',
      });
    }
    return;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isTrustedProxyEntry)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['TRUST_PROXY'],
    message:
      'must be a hop count, false, or a comma-separated list of addresses, subnets (10.0.0.0/8) and the names loopback, linklocal, uniquelocal',
  });
}

/**
 * A value a process outside local mode must never hold, whatever variable it is in: a credential
 * the provider sandbox publishes, a local-only default secret, one of the repository's local-only
 * keys. Each names its variable.
 */
function localValueProblem(variable: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (isSandboxCredential(value)) {
    return `${variable} is a value published with the provider sandbox (anyone can read it); set the real one`;
  }
  if (value.startsWith(LOCAL_ONLY_SECRET_PREFIX)) return `${variable} is a local-only default; set a real secret`;
  if (isLocalOnlyKeyValue(value)) return `${variable} is a local-only key from the repository; generate a real one`;
  return undefined;
}

/**
 * A secret: in local mode a clearly local-only default may stand in; in production it must be
 * set, long enough and not one of the local defaults.
 */
export function checkSecret(
  ctx: z.RefinementCtx,
  variable: string,
  value: string | undefined,
  localMode: boolean,
): void {
  const problem = secretProblem(variable, value, localMode);
  if (problem) ctx.addIssue({ code: 'custom', path: [variable], message: problem.slice(variable.length + 1) });
}

/** The same check for settings validated outside a zod schema: the problem, naming the variable. */
export function secretProblem(variable: string, value: string | undefined, localMode: boolean): string | undefined {
  if (localMode) return value !== undefined && value.length === 0 ? `${variable} must not be empty` : undefined;
  if (!value) return `${variable} ${REQUIRED}`;
  if (value.startsWith(LOCAL_ONLY_SECRET_PREFIX)) return `${variable} is a local-only default; set a real secret`;
  if (value.length < MIN_SECRET_LENGTH) {
    return `${variable} must be at least ${MIN_SECRET_LENGTH} characters outside local mode`;
  }
  return undefined;
}

/** A key variable's rules (signing-keys.ts) as a schema issue. */
export function checkKey(
  ctx: z.RefinementCtx,
  variable: string,
  value: string | undefined,
  options: Parameters<typeof resolveKey>[2],
): void {
  const resolved = resolveKey(variable, value, options);
  if ('problem' in resolved) {
    ctx.addIssue({ code: 'custom', path: [variable], message: resolved.problem.slice(variable.length + 1) });
  }
}

/** The key of a variable checkKey accepted. */
export function keyOf(variable: string, value: string | undefined, options: Parameters<typeof resolveKey>[2]) {
  const resolved = resolveKey(variable, value, options);
  if ('problem' in resolved) throw new ConfigError([resolved.problem]);
  return resolved.key;
}

export function requireInProduction(ctx: z.RefinementCtx, variable: string, value: unknown, localMode: boolean): void {
  if (!localMode && (value === undefined || value === '')) {
    ctx.addIssue({ code: 'custom', path: [variable], message: REQUIRED });
  }
}

/** Checks shared by every process; call from the schema's superRefine. */
export function refineCommon(env: CommonEnv, ctx: z.RefinementCtx): void {
  const localMode = isLocalMode(env);
  if (localMode && env.NODE_ENV === 'production') {
    ctx.addIssue({ code: 'custom', path: ['LOCAL_MODE'], message: 'must not be set when NODE_ENV is production' });
  }
  requireInProduction(ctx, 'REDIS_URL', env.REDIS_URL, localMode);
  // Behind a proxy that is not on loopback, a guessed default would make every client one address
  // (the sign-in throttle would lock the owner out) or trust a forged X-Forwarded-For.
  requireInProduction(ctx, 'TRUST_PROXY', env.TRUST_PROXY, localMode);
  checkTrustProxy(ctx, env.TRUST_PROXY, localMode);
}

export function toCommonConfig(env: CommonEnv): CommonConfig {
  const localMode = isLocalMode(env);
  return {
    nodeEnv: env.NODE_ENV,
    localMode,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    host: env.HOST ?? (localMode ? '127.0.0.1' : '0.0.0.0'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? 'loopback'),
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

/**
 * Parses the environment with a schema; throws a ConfigError naming every bad variable. Outside
 * local mode every variable is also checked for the local run's values (localValueProblem), the
 * ones a process reads outside its schema included.
 */
export function parseConfig<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  const localMode = envBoolean.safeParse(env.LOCAL_MODE).data === true;
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    const value = issue.path.length === 1 ? env[String(issue.path[0])] : undefined;
    // A connection string may carry a password.
    const shown =
      value === undefined || /SECRET|PASSWORD|KEY|^MONGODB_URI$|^REDIS_URL$/i.test(variable) ? '' : ` (got "${value}")`;
    return `${variable} ${issue.message}${shown}`;
  });
  if (!localMode) {
    const named = new Set(issues.map((issue) => String(issue.path[0] ?? '')));
    for (const [variable, value] of Object.entries(env)) {
      const problem = named.has(variable) ? undefined : localValueProblem(variable, value);
      if (problem) problems.push(problem);
    }
  }
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(problems, localMode ? undefined : LOCAL_MODE_HINT);
}

export interface ServiceConfig extends CommonConfig {
  name: ServiceName;
  port: number;
  mongodbUri: string;
  /** The service's own database (docs/architecture.md, Who owns what); MONGODB_DB overrides it (tests use a unique one). */
  mongodbDb: string;
  mongodbTimeoutMs: number;
  /** MONGODB_AUTO_INDEX: indexes built at boot (off: the migrations build them; database.ts). */
  mongodbAutoIndex: boolean;
  bodyLimit: string;
  /** Verifies the gateway's internal tokens (the gateway alone has the private key). */
  internalTokenPublicKey: KeyObject;
  /** Signs this service's calls to another service's internal API (docs/architecture.md, Between services). */
  serviceTokenPrivateKey: KeyObject;
  /**
   * The services whose calls this service's internal API accepts, by their public keys. Outside
   * local mode only those configured (`<NAME>_SERVICE_TOKEN_PUBLIC_KEY`); in local mode every service.
   */
  serviceCallerKeys: Partial<Record<ServiceName, KeyObject>>;
}

/** The other services' public-key variables a service reads (it never calls itself). */
function callerKeyVariables(name: ServiceName): Array<[ServiceName, string]> {
  return serviceNames
    .filter((other) => other !== name)
    .map((other) => [other, serviceTokenKeyVariables(other).publicKey]);
}

/**
 * Outside local mode the store is a replica set (docs/decisions/mongodb-concerns.md): the URI names
 * it (`replicaSet=`, or a mongodb+srv:// record that does), and nothing in it turns off what the
 * concerns rely on: retryable writes, majority writes, discovery of the other members.
 */
export function mongodbUriProblems(uri: string): string[] {
  const query = uri.includes('?') ? new URLSearchParams(uri.slice(uri.indexOf('?') + 1)) : new URLSearchParams();
  const param = (name: string): string | undefined => {
    for (const [key, value] of query) if (key.toLowerCase() === name.toLowerCase()) return value;
    return undefined;
  };
  const problems: string[] = [];
  if (!uri.startsWith('mongodb+srv://') && !param('replicaSet')) {
    problems.push(
      'must name the replica set (replicaSet=...) outside local mode: majority writes and failover need one',
    );
  }
  if (param('retryWrites') === 'false')
    problems.push('must not set retryWrites=false: a write cut by a failover would fail');
  const w = param('w');
  if (w !== undefined && w !== 'majority') {
    problems.push('must not set w other than majority: the services choose their write concerns per collection');
  }
  if (param('directConnection') === 'true') {
    problems.push('must not set directConnection=true: it pins one member and never follows a failover');
  }
  return problems;
}

function checkMongodbUri(ctx: z.RefinementCtx, uri: string | undefined, localMode: boolean): void {
  if (localMode || !uri) return;
  for (const message of mongodbUriProblems(uri)) ctx.addIssue({ code: 'custom', path: ['MONGODB_URI'], message });
}

const serviceEnvShape = {
  ...commonEnvShape,
  INTERNAL_TOKEN_PUBLIC_KEY: envKeyPem,
  PORT: envPort.optional(),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI')
    .optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a database name (letters, digits, _ and -)')
    .optional(),
  MONGODB_TIMEOUT_MS: envPositiveInt.default(2000),
  MONGODB_AUTO_INDEX: envBoolean.optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must be a size such as 100kb or 1mb')
    .default('100kb'),
};

export interface DatabaseOnlyConfig {
  name: ServiceName;
  nodeEnv: CommonConfig['nodeEnv'];
  localMode: boolean;
  logLevel: CommonConfig['logLevel'];
  mongodbUri: string;
  mongodbDb: string;
  mongodbTimeoutMs: number;
}

/**
 * What a service's migrations need (migrate.ts): its database, checked as the service checks it,
 * and nothing else, so the migration Job holds none of the service's secrets.
 */
export function loadDatabaseConfig(name: ServiceName, env: Env = process.env): DatabaseOnlyConfig {
  const schema = z
    .object({
      NODE_ENV: commonEnvShape.NODE_ENV,
      LOCAL_MODE: commonEnvShape.LOCAL_MODE,
      LOG_LEVEL: commonEnvShape.LOG_LEVEL,
      MONGODB_URI: serviceEnvShape.MONGODB_URI,
      MONGODB_DB: serviceEnvShape.MONGODB_DB,
      MONGODB_TIMEOUT_MS: serviceEnvShape.MONGODB_TIMEOUT_MS,
    })
    .superRefine((value, ctx) => {
      if (isLocalMode(value) && value.NODE_ENV === 'production') {
        ctx.addIssue({ code: 'custom', path: ['LOCAL_MODE'], message: 'must not be set when NODE_ENV is production' });
      }
      requireInProduction(ctx, 'MONGODB_URI', value.MONGODB_URI, isLocalMode(value));
      checkMongodbUri(ctx, value.MONGODB_URI, isLocalMode(value));
    });
  const parsed = parseConfig(schema, env);
  return {
    name,
    nodeEnv: parsed.NODE_ENV,
    localMode: isLocalMode(parsed),
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    mongodbUri: parsed.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
    mongodbDb: parsed.MONGODB_DB ?? name,
    mongodbTimeoutMs: parsed.MONGODB_TIMEOUT_MS,
  };
}

/**
 * The configuration of a domain service, optionally extended with the service's own variables.
 * `extraShape` keys are validated with the rest and returned under `extra`.
 */
export function loadServiceConfig<Extra extends z.ZodRawShape = Record<never, never>>(
  name: ServiceName,
  extraShape?: Extra,
  env: Env = process.env,
): ServiceConfig & { extra: z.output<z.ZodObject<Extra>> } {
  const extraSchema = z.object(extraShape ?? ({} as Extra));
  const ownKeyVariable = serviceTokenKeyVariables(name).privateKey;
  const keyShape = Object.fromEntries(
    [ownKeyVariable, ...callerKeyVariables(name).map(([, variable]) => variable)].map((variable) => [
      variable,
      envKeyPem,
    ]),
  );
  const schema = z.object({ ...serviceEnvShape, ...keyShape, ...(extraShape ?? {}) }).superRefine((value, ctx) => {
    refineCommon(value, ctx);
    requireInProduction(ctx, 'MONGODB_URI', value.MONGODB_URI, isLocalMode(value));
    checkMongodbUri(ctx, value.MONGODB_URI, isLocalMode(value));
    checkKey(ctx, 'INTERNAL_TOKEN_PUBLIC_KEY', value.INTERNAL_TOKEN_PUBLIC_KEY, {
      kind: 'public',
      purpose: 'internalToken',
      localMode: isLocalMode(value),
    });
    const keys = value as unknown as Record<string, string | undefined>;
    checkKey(ctx, ownKeyVariable, keys[ownKeyVariable], {
      kind: 'private',
      purpose: `serviceToken:${name}`,
      localMode: isLocalMode(value),
    });
    for (const [caller, variable] of callerKeyVariables(name)) {
      if (!isLocalMode(value) && !keys[variable]) continue;
      checkKey(ctx, variable, keys[variable], {
        kind: 'public',
        purpose: `serviceToken:${caller}`,
        localMode: isLocalMode(value),
      });
    }
  });
  const parsed = parseConfig(schema, env);
  return {
    ...toCommonConfig(parsed),
    name,
    port: parsed.PORT ?? defaultServicePorts[name],
    mongodbUri: parsed.MONGODB_URI ?? 'mongodb://127.0.0.1:27017',
    mongodbDb: parsed.MONGODB_DB ?? name,
    mongodbTimeoutMs: parsed.MONGODB_TIMEOUT_MS,
    mongodbAutoIndex: parsed.MONGODB_AUTO_INDEX ?? false,
    bodyLimit: parsed.BODY_LIMIT,
    internalTokenPublicKey: keyOf('INTERNAL_TOKEN_PUBLIC_KEY', parsed.INTERNAL_TOKEN_PUBLIC_KEY, {
      kind: 'public',
      purpose: 'internalToken',
      localMode: isLocalMode(parsed),
    }),
    serviceTokenPrivateKey: keyOf(
      ownKeyVariable,
      (parsed as unknown as Record<string, string | undefined>)[ownKeyVariable],
      {
        kind: 'private',
        purpose: `serviceToken:${name}`,
        localMode: isLocalMode(parsed),
      },
    ),
    serviceCallerKeys: Object.fromEntries(
      callerKeyVariables(name).flatMap(([caller, variable]) => {
        const value = (parsed as unknown as Record<string, string | undefined>)[variable];
        if (!isLocalMode(parsed) && !value) return [];
        return [
          [
            caller,
            keyOf(variable, value, {
              kind: 'public',
              purpose: `serviceToken:${caller}`,
              localMode: isLocalMode(parsed),
            }),
          ],
        ];
      }),
    ),
    extra: extraSchema.parse(env),
  };
}
