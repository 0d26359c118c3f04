// Writes deploy/schemas/kubernetes-<version>.json: the definitions of the Kubernetes OpenAPI
// (swagger 2.0) spec that the kinds below need, so `npm test` validates the manifests offline.
//
//   node deploy/scripts/vendor-kubernetes-schemas.cjs <swagger.json> <version> <where it came from>
//
// The input is Kubernetes' own api/openapi-spec/swagger.json of that release. Definitions are kept
// as the spec has them, less their descriptions (two thirds of the bytes, never read by a
// validator); deploy/src/kubernetes-schema.ts turns them into strict JSON Schema when it loads them.
// A manifest of a kind not listed here fails the test, naming this script.
const { createHash } = require('node:crypto');
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** group (empty for the core group), version, kind: what deploy/k8s uses. */
const kinds = [
  ['', 'v1', 'ConfigMap'],
  ['', 'v1', 'Namespace'],
  ['', 'v1', 'Secret'],
  ['', 'v1', 'Service'],
  ['apps', 'v1', 'Deployment'],
  ['autoscaling', 'v2', 'HorizontalPodAutoscaler'],
  ['batch', 'v1', 'Job'],
  ['networking.k8s.io', 'v1', 'Ingress'],
  ['networking.k8s.io', 'v1', 'NetworkPolicy'],
  ['policy', 'v1', 'PodDisruptionBudget'],
];

function withoutDescriptions(value) {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .map(([key, child]) => [key, withoutDescriptions(child)]),
  );
}

async function main([swaggerFile, version, source]) {
  if (!swaggerFile || !/^v\d+\.\d+\.\d+$/.test(version ?? '') || !source) {
    process.stderr.write('usage: vendor-kubernetes-schemas.cjs <swagger.json> <vX.Y.Z> <source>\n');
    process.exit(2);
  }
  const text = readFileSync(swaggerFile, 'utf8');
  const { definitions } = JSON.parse(text);
  const byKind = new Map();
  for (const [name, definition] of Object.entries(definitions)) {
    for (const gvk of definition['x-kubernetes-group-version-kind'] ?? []) {
      byKind.set(`${gvk.group}/${gvk.version}/${gvk.kind}`, name);
    }
  }
  const needed = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref') add(child.replace('#/definitions/', ''));
      else visit(child);
    }
  };
  const add = (name) => {
    if (needed.has(name)) return;
    if (!definitions[name]) throw new Error(`${swaggerFile} has no definition ${name}`);
    needed.add(name);
    visit(definitions[name]);
  };
  for (const [group, kindVersion, kind] of kinds) {
    const name = byKind.get(`${group}/${kindVersion}/${kind}`);
    if (!name) throw new Error(`${swaggerFile} has no ${group || 'core'}/${kindVersion} ${kind}`);
    add(name);
  }
  const out = {
    kubernetesVersion: version,
    source,
    sha256: createHash('sha256').update(text).digest('hex'),
    kinds: kinds.map(([group, kindVersion, kind]) => ({ group, version: kindVersion, kind })),
    definitions: Object.fromEntries([...needed].sort().map((name) => [name, withoutDescriptions(definitions[name])])),
  };
  const file = path.join(__dirname, '..', 'schemas', `kubernetes-${version}.json`);
  // Written as Prettier writes it, so `prettier --check` passes on the file as generated.
  const prettier = require('prettier');
  const options = { ...(await prettier.resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await prettier.format(JSON.stringify(out), options));
  process.stdout.write(`${file}: ${needed.size} definitions\n`);
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
