import { createValidator, fieldPath, kubernetesVersion } from './kubernetes-schema';

const validator = createValidator();

function deployment(container: Record<string, unknown> = {}, spec: Record<string, unknown> = {}) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', labels: { app: 'web' } },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'app', image: 'registry.example.com/web:1.0.0', ...container }] },
      },
      ...spec,
    },
  };
}

describe(`the Kubernetes ${kubernetesVersion} schemas`, () => {
  it('cover every kind deploy/k8s uses', () => {
    expect(validator.kinds).toEqual(
      expect.arrayContaining([
        'v1 ConfigMap',
        'v1 Namespace',
        'v1 Service',
        'apps/v1 Deployment',
        'autoscaling/v2 HorizontalPodAutoscaler',
        'networking.k8s.io/v1 Ingress',
        'networking.k8s.io/v1 NetworkPolicy',
        'policy/v1 PodDisruptionBudget',
      ]),
    );
  });

  it('accept a valid object, ports and quantities in both their forms', () => {
    expect(
      validator.validate(
        deployment({
          ports: [{ name: 'http', containerPort: 8080 }],
          readinessProbe: { httpGet: { path: '/readyz', port: 'http' } },
          livenessProbe: { httpGet: { path: '/healthz', port: 8080 } },
          resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: 1, memory: '1e9' } },
        }),
      ),
    ).toEqual([]);
  });

  it('reject an unknown field, naming where it is', () => {
    expect(validator.validate(deployment({ imagePullSecret: 'x' }))).toEqual([
      'spec.template.spec.containers[0].imagePullSecret: unknown field',
    ]);
    expect(validator.validate({ ...deployment(), status2: {} })).toEqual(['status2: unknown field']);
  });

  it('reject a misspelled field (runAsNonroot) and one at the wrong level', () => {
    expect(validator.validate(deployment({ securityContext: { runAsNonroot: true } }))).toEqual([
      'spec.template.spec.containers[0].securityContext.runAsNonroot: unknown field',
    ]);
    expect(validator.validate(deployment({}, { securityContext: { runAsNonRoot: true } }))).toEqual([
      'spec.securityContext: unknown field',
    ]);
  });

  it('reject a wrong type', () => {
    expect(validator.validate(deployment({}, { replicas: 'two' }))).toEqual(['spec.replicas: must be integer']);
    expect(validator.validate(deployment({ ports: [{ containerPort: '8080' }] }))).toEqual([
      'spec.template.spec.containers[0].ports[0].containerPort: must be integer',
    ]);
    expect(validator.validate(deployment({ readinessProbe: { httpGet: { path: '/readyz', port: true } } }))).toEqual([
      'spec.template.spec.containers[0].readinessProbe.httpGet.port: must be an integer or a string (or a quantity such as 500m or 512Mi)',
    ]);
  });

  it('reject a quantity the API server cannot parse', () => {
    expect(validator.validate(deployment({ resources: { limits: { memory: '512MB' } } }))).toEqual([
      'spec.template.spec.containers[0].resources.limits.memory: must be an integer or a string (or a quantity such as 500m or 512Mi)',
    ]);
  });

  it('reject a missing required field', () => {
    const { selector: _selector, ...spec } = deployment().spec;
    expect(validator.validate({ ...deployment(), spec })).toEqual(["spec: missing required field 'selector'"]);
  });

  it('name the vendoring script for a kind it does not cover', () => {
    expect(validator.validate({ apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: { name: 'db' } })).toEqual([
      expect.stringMatching(
        /no Kubernetes v1\.33\.0 schema for apps\/v1 StatefulSet: .*vendor-kubernetes-schemas\.cjs/,
      ),
    ]);
  });

  it('print JSON pointers as field paths', () => {
    expect(fieldPath('/spec/template/spec/containers/0/env/3/name')).toBe(
      'spec.template.spec.containers[0].env[3].name',
    );
    expect(fieldPath('/metadata/labels/app.kubernetes.io~1name')).toBe('metadata.labels.app.kubernetes.io/name');
  });
});
