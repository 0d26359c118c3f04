import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kustomizeBuild, parseImage } from './kustomize-build';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'scp-kustomize-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels: { tier: front }
spec:
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - name: app
          image: registry.example.com:5000/team/web
`;

describe('kustomizeBuild', () => {
  it('applies components, then its own patches, namespace and images, as kustomize does', () => {
    write({
      'base/web.yaml': deployment,
      'base/kustomization.yaml': `namespace: shop
resources: [web.yaml]
components: [../limits]
patches:
  - target: { kind: Deployment, name: web }
    patch: |
      - op: replace
        path: /spec/template/spec/containers/0/resources/limits/cpu
        value: '2'
images:
  - name: registry.example.com:5000/team/web
    newTag: 1.2.3
`,
      'limits/kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
patches:
  - path: limits.yaml
    target: { kind: Deployment, labelSelector: tier=front }
`,
      'limits/limits.yaml': `- op: add
  path: /spec/template/spec/containers/0/resources
  value: { limits: { cpu: '1', memory: 64Mi } }
`,
    });
    const [web] = kustomizeBuild(path.join(root, 'base'));
    expect(web?.object.metadata.namespace).toBe('shop');
    expect(web?.object.spec).toMatchObject({
      template: {
        spec: {
          containers: [
            { image: 'registry.example.com:5000/team/web:1.2.3', resources: { limits: { cpu: '2', memory: '64Mi' } } },
          ],
        },
      },
    });
    expect(web?.file).toBe(path.relative(path.resolve(__dirname, '..', '..'), path.join(root, 'base/web.yaml')));
    expect(web?.patchedBy).toHaveLength(2);
  });

  it('suffixes names and sets labels in selectors and templates', () => {
    write({
      'template/kustomization.yaml': 'resources: [web.yaml]\n',
      'template/web.yaml': deployment,
      'blue/kustomization.yaml': `resources: [../template]
nameSuffix: -blue
labels:
  - pairs: { app: web-blue }
    includeSelectors: true
`,
    });
    const [web] = kustomizeBuild(path.join(root, 'blue'));
    expect(web?.object.metadata).toMatchObject({ name: 'web-blue', labels: { tier: 'front', app: 'web-blue' } });
    expect(web?.object.spec).toMatchObject({
      selector: { matchLabels: { app: 'web-blue' } },
      template: { metadata: { labels: { app: 'web-blue' } } },
    });
  });

  it.each([
    [
      'a field it does not render',
      'resources: [web.yaml]\ncommonLabels: { a: b }\n',
      /'commonLabels' is not supported/,
    ],
    [
      'a strategic merge patch',
      'resources: [web.yaml]\npatches:\n  - target: { kind: Deployment }\n    patch: |\n      spec: { replicas: 3 }\n',
      /only JSON 6902 patches/,
    ],
    [
      'a patch that matches nothing',
      'resources: [web.yaml]\npatches:\n  - target: { kind: Service }\n    patch: |\n      - { op: remove, path: /spec }\n',
      /matches no resource/,
    ],
    [
      'an operation on a missing parent',
      'resources: [web.yaml]\npatches:\n  - target: { kind: Deployment }\n    patch: |\n      - { op: add, path: /spec/nope/x, value: 1 }\n',
      /no such parent/,
    ],
    ['a remote resource', 'resources: [https://example.com/x.yaml]\n', /remote resource/],
    ['the same object twice', 'resources: [web.yaml, again.yaml]\n', /defined twice/],
  ])('refuses %s, naming the file', (_case, kustomization, message) => {
    write({ 'kustomization.yaml': kustomization, 'web.yaml': deployment, 'again.yaml': deployment });
    expect(() => kustomizeBuild(root)).toThrow(message);
    expect(() => kustomizeBuild(root)).toThrow(/kustomization\.yaml|web\.yaml|again\.yaml/);
  });

  it('refuses a name suffix where a reference by name would need rewriting', () => {
    write({
      'kustomization.yaml': 'resources: [web.yaml, config.yaml]\nnameSuffix: -x\n',
      'web.yaml': deployment.replace('image:', 'envFrom: [{ configMapRef: { name: web-config } }]\n          image:'),
      'config.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: web-config }\n',
    });
    expect(() => kustomizeBuild(root)).toThrow(/nameSuffix with a reference by name .*web-config/);
  });
});

describe('parseImage', () => {
  it.each([
    ['nginx', { name: 'nginx' }],
    ['nginx:1.27', { name: 'nginx', tag: '1.27' }],
    ['registry.example.com:5000/team/web', { name: 'registry.example.com:5000/team/web' }],
    ['registry.example.com:5000/team/web:2', { name: 'registry.example.com:5000/team/web', tag: '2' }],
    ['web@sha256:abc', { name: 'web', digest: 'sha256:abc' }],
  ])('reads %s', (image, parsed) => {
    expect(parseImage(image)).toEqual(parsed);
  });
});
