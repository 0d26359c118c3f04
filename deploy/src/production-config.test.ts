import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { domainNames } from '@scp/shared/contracts/domains';
import { loadServiceConfig, type Env, type ServiceConfig } from '@scp/service-kit/config';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  assistantEnvShape,
  llmSettings,
  neighbourUrls as assistantNeighbours,
} from '../../services/assistant/src/config';
import { authEnvShape, toAuthSettings } from '../../services/auth/src/config';
import { dashboardEnvShape, settingsServiceUrl } from '../../services/dashboard/src/config';
import { loadGatewayConfig } from '../../services/gateway/src/config';
import { neighbourUrls as onboardingNeighbours, onboardingEnvShape } from '../../services/onboarding/src/config';
import {
  metaWebhookSettings,
  neighbourUrls as responderNeighbours,
  responderEnvShape,
} from '../../services/responder/src/config';
import { settingsEnvShape, toSettingsServiceSettings } from '../../services/settings/src/config';
import { neighbourUrls as studioNeighbours, studioEnvShape } from '../../services/studio/src/config';
import { kustomizeBuild, type RenderedResource } from './kustomize-build';
import { callersOf } from './service-graph';
import { containerEnvironment, readEnvFile } from './workload-environment';

/*
 * The production overlay, with its Secrets as deploy/scripts/generate-secrets.cjs writes them
 * (CHANGE-ME left in the URLs, which still parse), handed to each process's own configuration code:
 * every process must start outside local mode. A variable a service starts requiring, or a setting
 * the manifests get wrong, fails here rather than in a crash-looping pod.
 */

const repoRoot = path.resolve(__dirname, '..', '..');
const render = kustomizeBuild(path.join(repoRoot, 'deploy', 'k8s', 'overlays', 'production'));
let secrets: string;

beforeAll(() => {
  secrets = path.join(mkdtempSync(path.join(tmpdir(), 'scp-production-env-')), 'secrets');
  execFileSync(process.execPath, [path.join(repoRoot, 'deploy', 'scripts', 'generate-secrets.cjs'), secrets]);
});

afterAll(() => {
  if (secrets) rmSync(path.dirname(secrets), { recursive: true, force: true });
});

function deploymentOf(name: string): RenderedResource {
  const deployment = render.find(({ object }) => object.kind === 'Deployment' && object.metadata.name === name);
  if (!deployment) throw new Error(`the production overlay has no Deployment ${name}`);
  return deployment;
}

/** The environment the pod of `name` starts with. */
function environmentOf(name: string): Env {
  const container = (deploymentOf(name).object as unknown as { spec: { template: { spec: { containers: object[] } } } })
    .spec.template.spec.containers[0] as Parameters<typeof containerEnvironment>[1];
  const env = containerEnvironment(render, container, (secret) =>
    readEnvFile(path.join(secrets, `${secret.replace(/-secrets$/, '')}.env`)),
  );
  return Object.fromEntries([...env].map(([key, entry]) => [key, entry.value]));
}

/** What `start` returns, or its error prefixed with the Deployment it was for and where that is written. */
function startingAs<T>(name: string, start: () => T): T {
  try {
    return start();
  } catch (error) {
    const deployment = deploymentOf(name);
    throw new Error(`${deployment.file}: Deployment ${name} would not start: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** A service's configuration; `extra` (its own variables) goes to its own functions as they type it. */
type Loaded = ServiceConfig & { extra: never };

/** Each service's own variables and what its app makes of them at start-up (its src/app.ts). */
const services: Record<ServiceName, { shape: z.ZodRawShape; startUp: (config: Loaded) => unknown }> = {
  auth: { shape: authEnvShape, startUp: (config) => toAuthSettings(config.extra, config) },
  settings: { shape: settingsEnvShape, startUp: (config) => toSettingsServiceSettings(config.extra, config) },
  dashboard: { shape: dashboardEnvShape, startUp: (config) => settingsServiceUrl(config.extra, config.localMode) },
  onboarding: { shape: onboardingEnvShape, startUp: (config) => onboardingNeighbours(config.extra, config) },
  assistant: {
    shape: assistantEnvShape,
    startUp: (config) => [assistantNeighbours(config.extra, config), llmSettings(config.extra)],
  },
  responder: {
    shape: responderEnvShape,
    startUp: (config) => [responderNeighbours(config.extra, config), metaWebhookSettings(config.extra, config)],
  },
  studio: { shape: studioEnvShape, startUp: (config) => studioNeighbours(config.extra, config) },
};

describe('the production overlay with generated Secrets', () => {
  it('starts the gateway outside local mode, forwarding to the in-cluster Services', () => {
    const config = startingAs('gateway', () => loadGatewayConfig(environmentOf('gateway')));
    expect(config.localMode).toBe(false);
    expect(config.nodeEnv).toBe('production');
    expect(config.publicOrigin).toBe('https://shop.example.org');
    expect(config.session.secureCookie).toBe(true);
    expect(config.services).toEqual(Object.fromEntries(domainNames.map((name) => [name, `http://${name}/`])));
    // Same-origin remotes: the Ingress routes /remotes/<name>/ to each remote's Service.
    expect(Object.values(config.remotes).map(({ baseUrl }) => baseUrl)).toEqual(
      domainNames.map((name) => `/remotes/${name}/`),
    );
  });

  it.each(domainNames)('starts %s outside local mode, accepting internal calls from exactly its callers', (name) => {
    const { shape, startUp } = services[name];
    const config = startingAs(name, () => loadServiceConfig(name, shape, environmentOf(name)) as Loaded);
    expect(config.localMode).toBe(false);
    expect(config.nodeEnv).toBe('production');
    expect(config.host).toBe('0.0.0.0');
    startingAs(name, () => startUp(config));
    expect(Object.keys(config.serviceCallerKeys).sort()).toEqual(callersOf(name).filter((c) => c !== 'gateway'));
  });
});
