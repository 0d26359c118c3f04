import { execFileSync, spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';
import { domainNames } from '@scp/shared/contracts/domains';
import { kustomizationFile, kustomizeBuild, parseImage, type RenderedResource } from './kustomize-build';
import { createValidator, kubernetesVersion } from './kubernetes-schema';
import { callersOf, deployablePackages, httpsCallers, mailSenders } from './service-graph';
import { containerEnvironment, readEnvFile } from './workload-environment';

/*
 * The Kubernetes manifests (deploy/k8s), rendered as kustomize renders them and held to the
 * Kubernetes API's own schemas and to the platform's deployment rules: what the gateway and each
 * service must have, who may reach whom (read from the services' code, not restated here), and that
 * no secret or local-mode setting ships in them. Every failure names the file, kind, name and field.
 */

const repoRoot = path.resolve(__dirname, '..', '..');
const k8sDir = path.join(repoRoot, 'deploy', 'k8s');
const secretsDir = path.join(k8sDir, 'secrets');
const relative = (file: string) => path.relative(repoRoot, file);

// --- the manifests ---------------------------------------------------------------------------------

/** Every folder holding a buildable kustomization (components are built through them). */
function kustomizationDirs(dir = k8sDir): string[] {
  const file = kustomizationFile(dir);
  const own = file && parseDocument(readFileSync(file, 'utf8')).toJS()?.kind !== 'Component' ? [dir] : [];
  return [
    ...own,
    ...readdirSync(dir)
      .map((name) => path.join(dir, name))
      .filter((child) => statSync(child).isDirectory())
      .flatMap((child) => kustomizationDirs(child)),
  ];
}

const renders = new Map(kustomizationDirs().map((dir) => [relative(dir), kustomizeBuild(dir)]));
const base = renders.get('deploy/k8s/base') as RenderedResource[];
const production = renders.get('deploy/k8s/overlays/production') as RenderedResource[];

/** How a failure names an object: its file, what patched it, its kind and name. */
function where(resource: RenderedResource): string {
  const patched = resource.patchedBy.length > 0 ? ` (patched by ${[...new Set(resource.patchedBy)].join(', ')})` : '';
  return `${resource.file}${patched}: ${resource.object.kind} ${resource.object.metadata.name}`;
}

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}
interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: { httpGet?: { path?: string; port?: string | number } };
  livenessProbe?: { httpGet?: { path?: string; port?: string | number } };
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[]; add?: string[] } };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: Record<string, unknown>;
  automountServiceAccountToken?: boolean;
}

const ofKind = (render: RenderedResource[], kind: string) => render.filter(({ object }) => object.kind === kind);
const named = (render: RenderedResource[], kind: string, name: string) =>
  ofKind(render, kind).find(({ object }) => object.metadata.name === name);
const spec = (resource: RenderedResource) => resource.object.spec as Record<string, unknown>;
const podSpec = (deployment: RenderedResource) => (spec(deployment).template as { spec: PodSpec }).spec;
const podLabels = (deployment: RenderedResource) =>
  (spec(deployment).template as { metadata: { labels: Labels } }).metadata.labels;
const component = (deployment: RenderedResource) => podLabels(deployment)['app.kubernetes.io/component'];
const nodeProcesses = (render: RenderedResource[]) =>
  ofKind(render, 'Deployment').filter((d) => ['gateway', 'service'].includes(component(d) as string));

/** The autoscaler aimed at a Deployment. */
const autoscalerOf = (render: RenderedResource[], deployment: RenderedResource) =>
  ofKind(render, 'HorizontalPodAutoscaler').find(
    ({ object }) =>
      JSON.stringify((object.spec as { scaleTargetRef: unknown }).scaleTargetRef) ===
      JSON.stringify({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.object.metadata.name }),
  );
/** The fewest pods a Deployment runs: its replicas, or its autoscaler's minimum when it has one. */
const fewestPods = (render: RenderedResource[], deployment: RenderedResource) => {
  const hpa = autoscalerOf(render, deployment);
  return hpa ? (spec(hpa).minReplicas as number) : ((spec(deployment).replicas as number | undefined) ?? 1);
};
/** The services a process calls: every one for the gateway, else those whose *_SERVICE_URL its code reads. */
const calleesOf = (name: string) =>
  name === 'gateway'
    ? [...domainNames].sort()
    : domainNames.filter((callee) => callersOf(callee).includes(name)).sort();

function selects(selector: Selector | undefined, labels: Labels): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key] as string);
    if (operator === 'NotIn') return !values.includes(labels[key] as string);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/** A quantity in base units (cores, bytes), to compare requests with limits. */
function quantity(value: string | number): number {
  const match = /^([+-]?[\d.]+)([a-zA-Z]*)$/.exec(String(value));
  const factors: Record<string, number> = {
    '': 1,
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  const factor = factors[match?.[2] ?? 'x'];
  if (!match || factor === undefined) throw new Error(`cannot compare quantity ${value}`);
  return Number(match[1]) * factor;
}

const secretExample = (secretName: string) =>
  path.join(secretsDir, `${secretName.replace(/-secrets$/, '')}.env.example`);

/** The environment a container gets, its Secret's keys from the example (values are placeholders). */
const environment = (render: RenderedResource[], container: Container) =>
  containerEnvironment(render, container, (name) =>
    existsSync(secretExample(name)) ? readEnvFile(secretExample(name)) : undefined,
  );

/** Names that hold credentials or key material: never in a ConfigMap or a literal. */
const SECRET_LOOKING = /SECRET|PASSWORD|TOKEN|PRIVATE|CREDENTIAL|_KEYS?$|^MONGODB_URI$|^REDIS_URL$|^SMTP_URL$/;
/** Values that carry one: a URL with a password, a PEM block. */
const SECRET_VALUE = /:\/\/[^/\s@]*:[^/\s@]*@|-----BEGIN /;

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

// --- the tests -------------------------------------------------------------------------------------

describe('the Kubernetes manifests (deploy/k8s)', () => {
  const validator = createValidator();

  it.each([...renders.keys()])(
    `%s: every object is valid against the Kubernetes ${kubernetesVersion} schemas (strict)`,
    (dir) => {
      const problems = (renders.get(dir) as RenderedResource[]).flatMap((resource) =>
        validator.validate(resource.object).map((problem) => `${where(resource)}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it('includes the base and the production overlay', () => {
    expect(base).toBeDefined();
    expect(production).toBeDefined();
  });

  (hasKubectl ? it : it.skip).each([...renders.keys()])('%s renders as `kubectl kustomize` renders it', (dir) => {
    const key = ({ kind, metadata }: { kind: string; metadata: { name: string } }) => `${kind}/${metadata.name}`;
    const sorted = <T extends { kind: string; metadata: { name: string } }>(objects: T[]) =>
      [...objects].sort((a, b) => key(a).localeCompare(key(b)));
    const theirs = parseAllDocuments(
      execFileSync('kubectl', ['kustomize', path.join(repoRoot, dir)], { encoding: 'utf8' }),
    ).map((document) => document.toJS());
    expect(sorted((renders.get(dir) as RenderedResource[]).map(({ object }) => object))).toEqual(sorted(theirs));
  });
});

describe.each([
  ['base', () => base],
  ['production overlay', () => production],
])('the %s', (_name, renderOf) => {
  let render: RenderedResource[];
  beforeAll(() => {
    render = renderOf();
  });

  describe('gateway', () => {
    it('runs on two pods at least, autoscaled from two by an autoscaling/v2 HPA on CPU', () => {
      const gateway = named(render, 'Deployment', 'gateway');
      expect(gateway).toBeDefined();
      const hpa = autoscalerOf(render, gateway as RenderedResource);
      expect(hpa?.object.apiVersion).toBe('autoscaling/v2');
      const hpaSpec = spec(hpa as RenderedResource) as { minReplicas: number; maxReplicas: number; metrics: unknown[] };
      expect(hpaSpec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpaSpec.maxReplicas).toBeGreaterThan(hpaSpec.minReplicas);
      expect(hpaSpec.metrics).toContainEqual(
        expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
      );
    });

    it('rolls out without lowering the serving count', () => {
      const strategy = spec(named(render, 'Deployment', 'gateway') as RenderedResource).strategy;
      expect(strategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } });
    });

    it('is reached from the Ingress at /, and each remote at /remotes/<name>/ from its own Service', () => {
      const ingresses = ofKind(render, 'Ingress');
      expect(ingresses.map(({ object }) => object.apiVersion)).toEqual(['networking.k8s.io/v1']);
      const ingress = ingresses[0] as RenderedResource;
      const rules = (spec(ingress) as { rules: Array<{ host: string; http: { paths: unknown[] } }> }).rules;
      expect(rules).toHaveLength(1);
      // Without a class the Ingress is served by the cluster's default controller, if there is one.
      expect(spec(ingress).ingressClassName).toEqual(expect.stringMatching(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/));
      const routes = Object.fromEntries(
        (
          rules[0]?.http.paths as Array<{
            path: string;
            pathType: string;
            backend: { service: { name: string; port: { name?: string } } };
          }>
        ).map((route) => [`${route.pathType} ${route.path}`, route.backend.service]),
      );
      expect(routes).toEqual({
        'Prefix /': { name: 'gateway', port: { name: 'http' } },
        ...Object.fromEntries(
          domainNames.map((name) => [`Prefix /remotes/${name}/`, { name: `mfe-${name}`, port: { name: 'http' } }]),
        ),
      });
      const problems = Object.values(routes).flatMap(({ name, port }) => {
        const service = named(render, 'Service', name);
        const ports = (service && (spec(service).ports as Array<{ name: string }>)) ?? [];
        return ports.some((p) => p.name === port.name)
          ? []
          : [`${where(ingress)}: no Service ${name} with port ${port.name}`];
      });
      expect(problems).toEqual([]);
      const tls = (spec(ingress) as { tls: Array<{ hosts: string[]; secretName: string }> }).tls;
      expect(tls.flatMap(({ hosts }) => hosts)).toContain(rules[0]?.host);
    });
  });

  describe('the services', () => {
    it('are exactly the deployable packages of services/ and the domains of the registry', () => {
      const services = ofKind(render, 'Deployment')
        .filter((d) => component(d) === 'service')
        .map(({ object }) => object.metadata.name)
        .sort();
      expect(services).toEqual([...domainNames].sort());
      expect(['gateway', ...services].sort()).toEqual(deployablePackages());
    });

    it.each(['gateway', ...domainNames])(
      '%s is sized by its own autoscaling/v2 HPA alone (from two pods, on CPU), with a PDB that lets one pod go',
      (name) => {
        const deployment = named(render, 'Deployment', name) as RenderedResource;
        // A replicas field would put a scaled-out Deployment back to it on every apply.
        expect({ name, replicas: spec(deployment).replicas }).toEqual({ name, replicas: undefined });
        const hpa = autoscalerOf(render, deployment);
        expect(hpa?.object.apiVersion).toBe('autoscaling/v2');
        const hpaSpec = spec(hpa as RenderedResource) as {
          minReplicas: number;
          maxReplicas: number;
          metrics: unknown[];
        };
        expect(hpaSpec.minReplicas).toBeGreaterThanOrEqual(2);
        expect(hpaSpec.maxReplicas).toBeGreaterThan(hpaSpec.minReplicas);
        expect(hpaSpec.metrics).toContainEqual(
          expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
        );
        const budgets = ofKind(render, 'PodDisruptionBudget').filter(({ object }) =>
          selects((object.spec as { selector: Selector }).selector, podLabels(deployment)),
        );
        expect(budgets).toHaveLength(1);
        const { maxUnavailable, minAvailable } = spec(budgets[0] as RenderedResource) as {
          maxUnavailable?: number | string;
          minAvailable?: number | string;
        };
        // At its fewest pods, one may still be evicted (a node drain goes on, a rollout is not held up).
        const percent = (value: string) => Math.floor((Number.parseFloat(value) / 100) * hpaSpec.minReplicas);
        const mayGo =
          maxUnavailable !== undefined
            ? typeof maxUnavailable === 'number'
              ? maxUnavailable
              : percent(maxUnavailable)
            : hpaSpec.minReplicas -
              (typeof minAvailable === 'number'
                ? minAvailable
                : Math.ceil((Number.parseFloat(String(minAvailable)) / 100) * hpaSpec.minReplicas));
        expect({ name, mayGo: mayGo >= 1 && mayGo < hpaSpec.minReplicas }).toEqual({ name, mayGo: true });
      },
    );

    it('run every remote of the registry as its own Deployment', () => {
      const remotes = ofKind(render, 'Deployment')
        .filter((d) => component(d) === 'remote')
        .map(({ object }) => object.metadata.name)
        .sort();
      expect(remotes).toEqual(domainNames.map((name) => `mfe-${name}`).sort());
      for (const remote of remotes) expect(existsSync(path.join(repoRoot, remote, 'package.json'))).toBe(true);
    });
  });

  describe('every Deployment', () => {
    const each = (check: (deployment: RenderedResource, container: Container, pod: PodSpec) => string[]) =>
      ofKind(render, 'Deployment').flatMap((deployment) => {
        const pod = podSpec(deployment);
        if (pod.containers.length !== 1 || pod.initContainers)
          return [`${where(deployment)}: one container, no init containers`];
        return check(deployment, pod.containers[0] as Container, pod);
      });

    it('has readiness on /readyz and liveness on /healthz (the remotes: /healthz for both) on a declared port', () => {
      expect(
        each((deployment, container) => {
          const ready = component(deployment) === 'remote' ? '/healthz' : '/readyz';
          const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]);
          return [
            ['readinessProbe', ready],
            ['livenessProbe', '/healthz'],
          ].flatMap(([probe, expected]) => {
            const httpGet = container[probe as 'readinessProbe' | 'livenessProbe']?.httpGet;
            const field = `spec.template.spec.containers[0].${probe}.httpGet`;
            if (!httpGet || httpGet.path !== expected)
              return [`${where(deployment)}: ${field}.path must be ${expected}`];
            return ports.includes(httpGet.port) ? [] : [`${where(deployment)}: ${field}.port is no container port`];
          });
        }),
      ).toEqual([]);
    });

    it('requests and limits cpu and memory, the limit not below the request', () => {
      expect(
        each((deployment, container) =>
          ['cpu', 'memory'].flatMap((resource) => {
            const field = `spec.template.spec.containers[0].resources`;
            const request = container.resources?.requests?.[resource];
            const limit = container.resources?.limits?.[resource];
            if (request === undefined || limit === undefined)
              return [`${where(deployment)}: ${field} needs requests and limits for ${resource}`];
            return quantity(limit) >= quantity(request)
              ? []
              : [`${where(deployment)}: ${field}.limits.${resource} is below the request`];
          }),
        ),
      ).toEqual([]);
    });

    it('runs as non-root, read-only, without privilege escalation or capabilities, with no API token', () => {
      expect(
        each((deployment, container, pod) => {
          const podContext = pod.securityContext ?? {};
          const context = container.securityContext ?? {};
          const effective = (key: string) => context[key] ?? podContext[key];
          const field = 'spec.template.spec.containers[0].securityContext';
          return [
            effective('runAsNonRoot') === true ? [] : [`${field}.runAsNonRoot must be true`],
            effective('runAsUser') !== 0 ? [] : [`${field}.runAsUser must not be 0`],
            context.allowPrivilegeEscalation === false ? [] : [`${field}.allowPrivilegeEscalation must be false`],
            context.readOnlyRootFilesystem === true ? [] : [`${field}.readOnlyRootFilesystem must be true`],
            context.privileged ? [`${field}.privileged must not be set`] : [],
            context.capabilities?.drop?.includes('ALL') ? [] : [`${field}.capabilities.drop must include ALL`],
            context.capabilities?.add?.length ? [`${field}.capabilities.add must be empty`] : [],
            JSON.stringify(effective('seccompProfile')) === JSON.stringify({ type: 'RuntimeDefault' })
              ? []
              : [`${field}.seccompProfile must be RuntimeDefault`],
            pod.automountServiceAccountToken === false
              ? []
              : ['spec.template.spec.automountServiceAccountToken must be false'],
          ]
            .flat()
            .map((problem) => `${where(deployment)}: ${problem}`);
        }),
      ).toEqual([]);
    });

    it('has a Service for its pods and, with two pods or more, a PodDisruptionBudget', () => {
      expect(
        each((deployment, container) => {
          const labels = podLabels(deployment);
          const portNames = (container.ports ?? []).map((port) => port.name);
          const service = ofKind(render, 'Service').find(({ object }) =>
            selects({ matchLabels: (object.spec as { selector: Labels }).selector }, labels),
          );
          const budget = ofKind(render, 'PodDisruptionBudget').find(({ object }) =>
            selects((object.spec as { selector: Selector }).selector, labels),
          );
          return [
            service ? [] : [`${where(deployment)}: no Service selects its pods`],
            service &&
            !(spec(service).ports as Array<{ targetPort: string }>).every((p) => portNames.includes(p.targetPort))
              ? [`${where(service)}: spec.ports[].targetPort must name a port of ${deployment.object.metadata.name}`]
              : [],
            fewestPods(render, deployment) >= 2 && !budget ? [`${where(deployment)}: no PodDisruptionBudget`] : [],
          ].flat();
        }),
      ).toEqual([]);
    });
  });

  describe('the environment', () => {
    it('is production mode: NODE_ENV=production from a ConfigMap, never LOCAL_MODE', () => {
      const problems = nodeProcesses(render).flatMap((deployment) => {
        const env = environment(render, podSpec(deployment).containers[0] as Container);
        return [
          env.get('NODE_ENV')?.value === 'production' ? [] : [`${where(deployment)}: NODE_ENV must be production`],
          env.has('LOCAL_MODE')
            ? [`${where(deployment)}: LOCAL_MODE must not be set (${env.get('LOCAL_MODE')?.source})`]
            : [],
        ].flat();
      });
      const anywhere = render.filter(({ object }) => /LOCAL_MODE/.test(JSON.stringify(object)));
      expect([...problems, ...anywhere.map((r) => `${where(r)}: mentions LOCAL_MODE`)]).toEqual([]);
    });

    it('takes every secret from a Secret: no secret-looking key or value in a ConfigMap or a literal, no Secret object', () => {
      const problems = [
        ...ofKind(render, 'ConfigMap').flatMap((configMap) =>
          Object.entries((configMap.object.data as Labels | undefined) ?? {}).flatMap(([key, value]) =>
            SECRET_LOOKING.test(key) || SECRET_VALUE.test(value)
              ? [`${where(configMap)}: data.${key} belongs in a Secret`]
              : [],
          ),
        ),
        ...ofKind(render, 'Deployment').flatMap((deployment) =>
          (podSpec(deployment).containers[0]?.env ?? []).flatMap((variable, index) =>
            variable.value !== undefined && (SECRET_LOOKING.test(variable.name) || SECRET_VALUE.test(variable.value))
              ? [
                  `${where(deployment)}: spec.template.spec.containers[0].env[${index}] (${variable.name}) belongs in a Secret`,
                ]
              : [],
          ),
        ),
        ...ofKind(render, 'Secret').map(
          (secret) => `${where(secret)}: Secrets are created beside the manifests, never in them`,
        ),
      ];
      expect(problems).toEqual([]);
    });

    it('gives every process its Secret, with the database, Redis and keys its code requires outside local mode', () => {
      const problems = nodeProcesses(render).flatMap((deployment) => {
        const name = deployment.object.metadata.name;
        const env = environment(render, podSpec(deployment).containers[0] as Container);
        const required =
          name === 'gateway'
            ? ['REDIS_URL', 'SESSION_SECRET', 'INTERNAL_TOKEN_PRIVATE_KEY', 'SESSION_GRANT_PUBLIC_KEY']
            : [
                'MONGODB_URI',
                'REDIS_URL',
                'INTERNAL_TOKEN_PUBLIC_KEY',
                `${name.toUpperCase()}_SERVICE_TOKEN_PRIVATE_KEY`,
              ];
        const secretRefs = (podSpec(deployment).containers[0]?.envFrom ?? []).flatMap((s) =>
          s.secretRef ? [s.secretRef.name] : [],
        );
        return [
          ...(secretRefs.length === 1 && existsSync(secretExample(secretRefs[0] as string))
            ? []
            : [`${where(deployment)}: envFrom needs one secretRef with an example in deploy/k8s/secrets/`]),
          ...required
            .filter((key) => env.get(key)?.from !== 'secret')
            .map((key) => `${where(deployment)}: ${key} must come from its Secret`),
          ...['PUBLIC_ORIGIN', 'TRUST_PROXY']
            .filter((key) => !env.get(key)?.value)
            .map((key) => `${where(deployment)}: ${key} is required`),
        ];
      });
      expect(problems).toEqual([]);
    });

    it('points every *_SERVICE_URL a process reads at the in-cluster Service of that service', () => {
      const problems = nodeProcesses(render).flatMap((deployment) => {
        const name = deployment.object.metadata.name;
        const env = environment(render, podSpec(deployment).containers[0] as Container);
        const callees =
          name === 'gateway' ? domainNames : domainNames.filter((callee) => callersOf(callee).includes(name));
        return callees.flatMap((callee) => {
          const variable = `${callee.toUpperCase()}_SERVICE_URL`;
          const url = env.get(variable)?.value;
          const service = url && named(render, 'Service', new URL(url).hostname);
          const target = named(render, 'Deployment', callee);
          return service && target && selects({ matchLabels: spec(service).selector as Labels }, podLabels(target))
            ? []
            : [`${where(deployment)}: ${variable} (${url ?? 'unset'}) must name the Service of ${callee}`];
        });
      });
      expect(problems).toEqual([]);
    });

    it('names one public origin: PUBLIC_ORIGIN is https on the Ingress host', () => {
      const origin = named(render, 'ConfigMap', 'platform')?.object.data as Labels;
      const ingress = ofKind(render, 'Ingress')[0] as RenderedResource;
      const host = (spec(ingress) as { rules: Array<{ host: string }> }).rules[0]?.host;
      expect(new URL(origin.PUBLIC_ORIGIN as string).protocol).toBe('https:');
      expect(new URL(origin.PUBLIC_ORIGIN as string).host).toBe(host);
    });
  });

  describe('the NetworkPolicies', () => {
    const policies = () => ofKind(render, 'NetworkPolicy');
    type Rule = {
      from?: Array<{ podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown }>;
      ports?: Array<{ port?: string | number; protocol?: string }>;
    };
    const ingressRules = (labels: Labels) =>
      policies()
        .filter(({ object }) => selects((object.spec as { podSelector: Selector }).podSelector, labels))
        .flatMap((policy) =>
          ((policy.object.spec as { ingress?: Rule[] }).ingress ?? []).map((rule) => ({ policy, rule })),
        );

    it('deny all ingress in the namespace by default', () => {
      expect(
        policies().some(({ object }) => {
          const policySpec = object.spec as { podSelector: Selector; policyTypes?: string[]; ingress?: unknown[] };
          return (
            JSON.stringify(policySpec.podSelector) === '{}' &&
            policySpec.policyTypes?.includes('Ingress') &&
            (policySpec.ingress ?? []).length === 0
          );
        }),
      ).toBe(true);
    });

    it.each(domainNames)(
      'let only the gateway and the services whose code calls it reach %s, on its http port',
      (name) => {
        const deployment = named(render, 'Deployment', name) as RenderedResource;
        const rules = ingressRules(podLabels(deployment));
        const problems = rules.flatMap(({ policy, rule }) => [
          ...(!rule.from?.length ? [`${where(policy)}: an ingress rule without 'from' lets every pod in`] : []),
          ...(rule.from ?? []).flatMap((peer) =>
            peer.namespaceSelector || peer.ipBlock || !peer.podSelector
              ? [`${where(policy)}: ingress sources must be pods of this namespace (podSelector only)`]
              : [],
          ),
          ...(JSON.stringify(rule.ports) === JSON.stringify([{ protocol: 'TCP', port: 'http' }])
            ? []
            : [`${where(policy)}: ingress must be limited to TCP port http`]),
        ]);
        const sources = ofKind(render, 'Deployment')
          .filter((source) =>
            rules.some(({ rule }) =>
              (rule.from ?? []).some((peer) => peer.podSelector && selects(peer.podSelector, podLabels(source))),
            ),
          )
          .map(({ object }) => object.metadata.name)
          .sort();
        expect(problems).toEqual([]);
        expect(sources).toEqual(callersOf(name));
      },
    );

    it("let only the Ingress controller's namespace reach the gateway and the remotes, on their http port", () => {
      const entryPoints = ofKind(render, 'Deployment').filter((d) =>
        ['gateway', 'remote'].includes(component(d) as string),
      );
      const problems = entryPoints.flatMap((deployment) => {
        const rules = ingressRules(podLabels(deployment));
        return [
          ...(rules.some(({ rule }) => rule.ports?.some((p) => p.port === 'http'))
            ? []
            : [`${where(deployment)}: nothing may reach its http port`]),
          ...rules.flatMap(({ policy, rule }) =>
            !rule.from?.length ||
            rule.from.some(
              (peer) =>
                peer.podSelector ||
                peer.ipBlock ||
                !peer.namespaceSelector ||
                peer.namespaceSelector.matchExpressions ||
                Object.keys(peer.namespaceSelector.matchLabels ?? {}).join() !== 'kubernetes.io/metadata.name',
            )
              ? [`${where(policy)}: only the Ingress controller's namespace, by kubernetes.io/metadata.name`]
              : [],
          ),
        ];
      });
      expect(problems).toEqual([]);
      const namespaces = new Set(
        entryPoints.flatMap((deployment) =>
          ingressRules(podLabels(deployment)).flatMap(({ rule }) =>
            (rule.from ?? []).map((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']),
          ),
        ),
      );
      expect(namespaces.size).toBe(1);
    });

    it('deny all egress in the namespace by default', () => {
      expect(
        policies().some(({ object }) => {
          const policySpec = object.spec as { podSelector: Selector; policyTypes?: string[]; egress?: unknown[] };
          return (
            JSON.stringify(policySpec.podSelector) === '{}' &&
            policySpec.policyTypes?.includes('Egress') &&
            (policySpec.egress ?? []).length === 0
          );
        }),
      ).toBe(true);
    });

    type EgressRule = {
      to?: Array<{ podSelector?: Selector; namespaceSelector?: Selector; ipBlock?: unknown }>;
      ports?: Array<{ port?: string | number; protocol?: string; endPort?: number }>;
    };
    const egressRules = (labels: Labels) =>
      policies()
        .filter(({ object }) => {
          const policySpec = object.spec as { podSelector: Selector; policyTypes?: string[] };
          return policySpec.policyTypes?.includes('Egress') && selects(policySpec.podSelector, labels);
        })
        .flatMap((policy) =>
          ((policy.object.spec as { egress?: EgressRule[] }).egress ?? []).map((rule) => ({ policy, rule })),
        );
    const portsOf = (rule: EgressRule) => (rule.ports ?? []).map((p) => `${p.protocol ?? 'TCP'}/${p.port}`).sort();
    const isDns = (peer: NonNullable<EgressRule['to']>[number]) =>
      JSON.stringify(peer) ===
      JSON.stringify({
        namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
        podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
      });
    /** Ports out of the cluster a process needs, by what it reaches there (read from its code). */
    const REDIS = ['TCP/26379', 'TCP/6379', 'TCP/6380'];
    const MONGODB = ['TCP/27017'];
    const HTTPS = ['TCP/443'];
    const SMTP = ['TCP/465', 'TCP/587'];

    it.each(['gateway', ...domainNames])(
      'let %s reach only DNS, Redis, MongoDB (services), the services it calls and, if its code calls them, the platforms and SMTP',
      (name) => {
        const deployment = named(render, 'Deployment', name) as RenderedResource;
        const rules = egressRules(podLabels(deployment));
        const problems: string[] = [];
        const inCluster = new Set<string>();
        const outside = new Set<string>();
        let dns: string[] = [];
        for (const { policy, rule } of rules) {
          const ports = portsOf(rule);
          if (ports.length === 0 || rule.ports?.some((p) => p.endPort !== undefined || p.port === undefined)) {
            problems.push(`${where(policy)}: an egress rule must name each port it opens`);
            continue;
          }
          const peers = rule.to ?? [];
          if (
            peers.length === 0 ||
            peers.every((peer) => peer.ipBlock && !peer.podSelector && !peer.namespaceSelector)
          ) {
            for (const port of ports) outside.add(port);
          } else if (peers.every(isDns)) {
            dns = ports;
          } else if (peers.every((peer) => peer.podSelector && !peer.namespaceSelector && !peer.ipBlock)) {
            if (JSON.stringify(ports) !== JSON.stringify(['TCP/http']))
              problems.push(`${where(policy)}: the services are reached on their http port only`);
            for (const target of ofKind(render, 'Deployment'))
              if (peers.some((peer) => selects(peer.podSelector, podLabels(target))))
                inCluster.add(target.object.metadata.name);
          } else {
            problems.push(`${where(policy)}: egress to ${JSON.stringify(peers)} is none of DNS, a service, an address`);
          }
        }
        const expectedOutside = [
          ...REDIS,
          ...(name === 'gateway' ? [] : MONGODB),
          ...(httpsCallers().includes(name) ? HTTPS : []),
          ...(mailSenders().includes(name) ? SMTP : []),
        ].sort();
        expect(problems).toEqual([]);
        expect({ name, dns }).toEqual({ name, dns: ['TCP/53', 'UDP/53'] });
        expect({ name, calls: [...inCluster].sort() }).toEqual({ name, calls: calleesOf(name) });
        expect({ name, outside: [...outside].sort() }).toEqual({ name, outside: expectedOutside });
      },
    );

    it('let the remotes (static files) reach nothing', () => {
      const remotes = ofKind(render, 'Deployment').filter((d) => component(d) === 'remote');
      expect(remotes.length).toBeGreaterThan(0);
      expect(
        remotes.flatMap((remote) =>
          egressRules(podLabels(remote)).map(({ policy }) => `${where(remote)}: ${where(policy)}`),
        ),
      ).toEqual([]);
    });
  });

  describe('the migration Jobs (docs/architecture.md, Migrations)', () => {
    const jobs = () => ofKind(render, 'Job');
    const jobOf = (name: string) => named(render, 'Job', `${name}-migrate`) as RenderedResource;
    const jobPod = (job: RenderedResource) => podSpec(job);

    it('are one per service, running its migrate entry with its own image', () => {
      expect(
        jobs()
          .map(({ object }) => object.metadata.name)
          .sort(),
      ).toEqual(domainNames.map((name) => `${name}-migrate`).sort());
      const problems = domainNames.flatMap((name) => {
        const job = jobOf(name);
        const pod = jobPod(job);
        const container = pod.containers[0] as Container & { command?: string[] };
        const serviceImage = podSpec(named(render, 'Deployment', name) as RenderedResource).containers[0]?.image;
        const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'services', name, 'package.json'), 'utf8'));
        return [
          pod.containers.length === 1 && !pod.initContainers ? [] : ['one container, no init containers'],
          container.image === serviceImage ? [] : [`image ${container.image} is not the service's ${serviceImage}`],
          JSON.stringify(container.command) === JSON.stringify(['node', 'dist/migrations/migrate.js'])
            ? []
            : ['command must be node dist/migrations/migrate.js'],
          packageJson.scripts?.migrate === 'node dist/migrations/migrate.js' &&
          existsSync(path.join(repoRoot, 'services', name, 'src', 'migrations', 'migrate.ts'))
            ? []
            : [`services/${name} has no migrate entry (src/migrations/migrate.ts, npm run migrate)`],
          ['OnFailure', 'Never'].includes((pod as { restartPolicy?: string }).restartPolicy ?? '')
            ? []
            : ['restartPolicy must be OnFailure or Never'],
          // A Job's template cannot change: the finished one must go before the next release applies its own.
          typeof spec(job).ttlSecondsAfterFinished === 'number' ? [] : ['needs ttlSecondsAfterFinished'],
        ]
          .flat()
          .map((problem) => `${where(job)}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });

    it('run in production mode with the database from the Secret, restricted, with resources', () => {
      const problems = jobs().flatMap((job) => {
        const pod = jobPod(job);
        const container = pod.containers[0] as Container;
        const env = environment(render, container);
        const context = container.securityContext ?? {};
        const podContext = pod.securityContext ?? {};
        return [
          env.get('NODE_ENV')?.value === 'production' ? [] : ['NODE_ENV must be production'],
          env.has('LOCAL_MODE') ? ['LOCAL_MODE must not be set'] : [],
          env.get('MONGODB_URI')?.from === 'secret' ? [] : ['MONGODB_URI must come from its Secret'],
          podContext.runAsNonRoot === true && podContext.runAsUser !== 0 ? [] : ['must run as non-root'],
          context.allowPrivilegeEscalation === false && context.readOnlyRootFilesystem === true
            ? []
            : ['read-only, without privilege escalation'],
          context.capabilities?.drop?.includes('ALL') ? [] : ['capabilities.drop must include ALL'],
          JSON.stringify(podContext.seccompProfile) === JSON.stringify({ type: 'RuntimeDefault' })
            ? []
            : ['seccompProfile must be RuntimeDefault'],
          pod.automountServiceAccountToken === false ? [] : ['automountServiceAccountToken must be false'],
          ['cpu', 'memory'].every(
            (resource) =>
              container.resources?.requests?.[resource] !== undefined &&
              container.resources.limits?.[resource] !== undefined &&
              quantity(container.resources.limits[resource]) >= quantity(container.resources.requests[resource]),
          )
            ? []
            : ['requests and limits cpu and memory'],
        ]
          .flat()
          .map((problem) => `${where(job)}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });

    it('take no traffic and reach only DNS and MongoDB', () => {
      const problems = jobs().flatMap((job) => {
        const labels = (spec(job).template as { metadata: { labels: Labels } }).metadata.labels;
        const selecting = [...ofKind(render, 'Service'), ...ofKind(render, 'PodDisruptionBudget')].filter(
          ({ object }) => {
            const selector = (object.spec as { selector?: Labels | Selector }).selector ?? {};
            const asSelector =
              'matchLabels' in selector || 'matchExpressions' in selector
                ? (selector as Selector)
                : { matchLabels: selector as Labels };
            return selects(asSelector, labels);
          },
        );
        const policies = ofKind(render, 'NetworkPolicy').filter(({ object }) =>
          selects((object.spec as { podSelector: Selector }).podSelector, labels),
        );
        const ingress = policies.flatMap(({ object }) => (object.spec as { ingress?: unknown[] }).ingress ?? []);
        const egressPorts = policies
          .filter(({ object }) => (object.spec as { policyTypes?: string[] }).policyTypes?.includes('Egress'))
          .flatMap(({ object }) =>
            (
              (object.spec as { egress?: Array<{ ports?: Array<{ protocol?: string; port?: string | number }> }> })
                .egress ?? []
            ).flatMap((rule) => (rule.ports ?? []).map((p) => `${p.protocol ?? 'TCP'}/${p.port}`)),
          )
          .sort();
        return [
          ...selecting.map((resource) => `${where(resource)} selects its pods`),
          ...(ingress.length > 0 ? ['a NetworkPolicy lets traffic in'] : []),
          ...(JSON.stringify(egressPorts) === JSON.stringify(['TCP/27017', 'TCP/53', 'UDP/53'])
            ? []
            : [`egress ${egressPorts.join(' ')} must be DNS and MongoDB only`]),
        ].map((problem) => `${where(job)}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });
  });

  it('run no database: MongoDB and Redis are external, reached by URL', () => {
    const stateful = render.filter(
      ({ object }) =>
        ['StatefulSet', 'DaemonSet', 'PersistentVolumeClaim', 'PersistentVolume'].includes(object.kind) ||
        // A ConfigMap may hold their settings, a NetworkPolicy the way out to them: neither runs one.
        (!['ConfigMap', 'NetworkPolicy'].includes(object.kind) &&
          /(^|[/-])(mongo(db)?|redis|valkey|keydb)([:/-]|$)/i.test(object.metadata.name)),
    );
    const images = ofKind(render, 'Deployment').filter((deployment) =>
      podSpec(deployment).containers.some(({ image }) =>
        /(^|\/)(mongo(db)?|redis|valkey|keydb)([:@/-]|$)/i.test(parseImage(image).name),
      ),
    );
    expect([...stateful, ...images].map(where)).toEqual([]);
  });
});

describe('the images', () => {
  it('are the registry placeholder and the Deployment name in the base, tags set by an overlay', () => {
    const problems = ofKind(base, 'Deployment').flatMap((deployment) => {
      const image = podSpec(deployment).containers[0]?.image as string;
      return image === `registry.example.com/scp/${deployment.object.metadata.name}`
        ? []
        : [`${where(deployment)}: image ${image}`];
    });
    expect(problems).toEqual([]);
  });

  it('carry a tag other than latest (or a digest) in the production overlay', () => {
    const problems = ofKind(production, 'Deployment').flatMap((deployment) =>
      podSpec(deployment).containers.flatMap(({ image }) => {
        const { tag, digest } = parseImage(image);
        return digest || (tag && tag !== 'latest')
          ? []
          : [`${where(deployment)}: image ${image} needs a tag that is not latest`];
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('the Secrets (deploy/k8s/secrets/*.env.example)', () => {
  const examples = readdirSync(secretsDir)
    .filter((name) => name.endsWith('.env.example'))
    .sort();
  const entries = new Map(examples.map((file) => [file, readEnvFile(path.join(secretsDir, file))]));

  it('are one per process, each named in its header for kubectl create secret', () => {
    expect(examples).toEqual(deployablePackages().map((name) => `${name}.env.example`));
    for (const file of examples) {
      const name = file.replace('.env.example', '');
      expect(readFileSync(path.join(secretsDir, file), 'utf8')).toContain(
        `kubectl create secret generic ${name}-secrets`,
      );
    }
  });

  it('hold placeholders only: every value is generate:… or contains CHANGE-ME', () => {
    const problems = [...entries].flatMap(([file, values]) =>
      [...values]
        .filter(([, value]) => !value.startsWith('generate:') && !value.includes('CHANGE-ME'))
        .map(([key]) => `deploy/k8s/secrets/${file}: ${key} is neither generate: nor CHANGE-ME`),
    );
    expect(problems).toEqual([]);
  });

  it.each(domainNames)("give %s the public keys of exactly its callers (its NetworkPolicy's sources)", (name) => {
    const keys = [...(entries.get(`${name}.env.example`) ?? new Map()).keys()];
    const callers = keys
      .filter((key) => key.endsWith('_SERVICE_TOKEN_PUBLIC_KEY'))
      .map((key) => key.replace('_SERVICE_TOKEN_PUBLIC_KEY', '').toLowerCase())
      .sort();
    expect(callers).toEqual(callersOf(name).filter((caller) => caller !== 'gateway'));
  });

  it('name each key pair consistently: one private half, public halves under the matching variable', () => {
    const privates = new Map<string, string[]>();
    const problems: string[] = [];
    for (const [file, values] of entries) {
      for (const [key, value] of values) {
        const marker = /^generate:ed25519:([a-z-]+):(private|public)$/.exec(value);
        if (!marker) continue;
        const [, pair, half] = marker as unknown as [string, string, string];
        const expected = `${pair.toUpperCase().replace(/-/g, '_')}_${half.toUpperCase()}_KEY`;
        if (key !== expected) problems.push(`deploy/k8s/secrets/${file}: ${key} holds ${pair}'s ${half} key`);
        if (half === 'private') privates.set(pair, [...(privates.get(pair) ?? []), file]);
      }
    }
    for (const [pair, files] of privates)
      if (files.length !== 1) problems.push(`${pair}'s private key is in ${files.join(', ')}`);
    const publics = [...entries.values()].flatMap((values) =>
      [...values.values()].flatMap((value) => /^generate:ed25519:([a-z-]+):public$/.exec(value)?.[1] ?? []),
    );
    for (const pair of publics) if (!privates.has(pair)) problems.push(`${pair} has a public key but no private one`);
    expect(problems).toEqual([]);
  });

  it('are filled in by deploy/scripts/generate-secrets.cjs with matching pairs and long random secrets', () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'scp-secrets-')), 'out');
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'deploy', 'scripts', 'generate-secrets.cjs'), folder], {
        encoding: 'utf8',
      });
      const generated = new Map(
        examples.map((file) => [file, readEnvFile(path.join(folder, file.replace('.example', '')))]),
      );
      const pem = (value: string) => value.replace(/\\n/g, '\n');
      const problems: string[] = [];
      const publicKeys = new Map<string, string>();
      for (const [file, values] of generated) {
        for (const [key, value] of values) {
          const marker = entries.get(file)?.get(key) as string;
          if (!marker.startsWith('generate:')) {
            if (value !== marker) problems.push(`${file}: ${key} changed`);
            continue;
          }
          if (value.includes('\n') || value.startsWith('generate:'))
            problems.push(`${file}: ${key} is not one filled-in line`);
          const pair = /^generate:ed25519:([a-z-]+):(private|public)$/.exec(marker);
          if (pair?.[2] === 'private') {
            publicKeys.set(
              `${pair[1]} from ${file}`,
              createPublicKey(createPrivateKey(pem(value)))
                .export({ type: 'spki', format: 'pem' })
                .toString()
                .trim(),
            );
          } else if (pair?.[2] === 'public') {
            publicKeys.set(
              `${pair[1]} in ${file}`,
              createPublicKey(pem(value)).export({ type: 'spki', format: 'pem' }).toString().trim(),
            );
          } else if (marker === 'generate:token-key') {
            if (Buffer.from(value.split(':')[1] ?? '', 'base64').length !== 32)
              problems.push(`${file}: ${key} is not a 32-byte key`);
          } else if (value.length < 32) problems.push(`${file}: ${key} is shorter than 32 characters`);
        }
      }
      for (const [label, key] of publicKeys) {
        const pair = label.split(' ')[0] as string;
        const owner = [...publicKeys].find(([other]) => other.startsWith(`${pair} from `))?.[1];
        if (key !== owner) problems.push(`${label}: not the public half of ${pair}'s private key`);
      }
      expect(problems).toEqual([]);
    } finally {
      rmSync(path.dirname(folder), { recursive: true, force: true });
    }
  });
});
