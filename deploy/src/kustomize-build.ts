import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';

/**
 * `kustomize build` for the features deploy/k8s uses, so `npm test` renders the manifests without a
 * kustomize binary (none is installed by `npm install`). A kustomization using anything else fails
 * here by name instead of being half-rendered; kubernetes-manifests.test.ts compares the result with
 * `kubectl kustomize` wherever kubectl is installed.
 *
 * Supported: resources (files and folders), components, patches (RFC 6902 JSON patches aimed by
 * kind, name and an equality label selector), namespace, nameSuffix, labels (pairs,
 * includeSelectors, includeTemplates) and images (newName, newTag, digest). Transformers run in
 * kustomize's order: patches, namespace, name suffix, labels, images.
 */

export type KubernetesObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & Record<string, unknown>;
} & Record<string, unknown>;

export interface RenderedResource {
  object: KubernetesObject;
  /** The file the object was written in, relative to the repository root. */
  file: string;
  /** The patches applied to it: their files, or `<kustomization file>#<n>` for an inline one. */
  patchedBy: string[];
}

interface Patch {
  path?: string;
  patch?: string;
  target?: { kind?: string; name?: string; labelSelector?: string; group?: string; version?: string };
  options?: unknown;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  components?: string[];
  patches?: Patch[];
  namespace?: string;
  nameSuffix?: string;
  labels?: Array<{ pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }>;
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
}

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'components',
  'patches',
  'namespace',
  'nameSuffix',
  'labels',
  'images',
]);
const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
/** Kinds without a namespace among those deploy/k8s could hold. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'IngressClass', 'PriorityClass']);

export class KustomizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KustomizeError';
  }
}

const repoRoot = path.resolve(__dirname, '..', '..');
const shown = (file: string) => path.relative(repoRoot, file);

export function kustomizationFile(dir: string): string | undefined {
  return KUSTOMIZATION_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

function readYaml(file: string): unknown {
  const document = parseDocument(readFileSync(file, 'utf8'));
  if (document.errors.length > 0) throw new KustomizeError(`${shown(file)}: ${document.errors[0]?.message}`);
  return document.toJS();
}

function readKustomization(dir: string, expectedKind: 'Kustomization' | 'Component'): [Kustomization, string] {
  const file = kustomizationFile(dir);
  if (!file) throw new KustomizeError(`${shown(dir)}: no kustomization.yaml`);
  const kustomization = readYaml(file) as Kustomization;
  for (const field of Object.keys(kustomization)) {
    if (!SUPPORTED_FIELDS.has(field)) {
      throw new KustomizeError(
        `${shown(file)}: '${field}' is not supported by deploy/src/kustomize-build.ts (the test's renderer); ` +
          'use the supported fields or teach it the new one',
      );
    }
  }
  const kind = kustomization.kind ?? 'Kustomization';
  if (kind !== expectedKind) throw new KustomizeError(`${shown(file)}: a ${kind} where a ${expectedKind} belongs`);
  return [kustomization, file];
}

function readResources(file: string): RenderedResource[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((document, index) => {
    if (document.errors.length > 0) throw new KustomizeError(`${shown(file)}: ${document.errors[0]?.message}`);
    const object = document.toJS() as KubernetesObject | null;
    if (object === null) return [];
    if (typeof object.kind !== 'string' || typeof object.metadata?.name !== 'string') {
      throw new KustomizeError(`${shown(file)}: document ${index + 1} has no kind or metadata.name`);
    }
    return [{ object, file: shown(file), patchedBy: [] }];
  });
}

/** Renders the kustomization in `dir`, as `kustomize build dir` would. */
export function kustomizeBuild(dir: string): RenderedResource[] {
  const resources = build(path.resolve(dir), 'Kustomization', []);
  const ids = new Set<string>();
  for (const { object, file } of resources) {
    const id = `${object.apiVersion}/${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (ids.has(id)) throw new KustomizeError(`${file}: ${object.kind} ${object.metadata.name} is defined twice`);
    ids.add(id);
  }
  return resources;
}

function build(dir: string, kind: 'Kustomization' | 'Component', accumulated: RenderedResource[]): RenderedResource[] {
  const [kustomization, file] = readKustomization(dir, kind);
  let resources = [...accumulated];
  for (const entry of kustomization.resources ?? []) {
    if (/^[a-z]+:\/\//i.test(entry) || entry.startsWith('git@')) {
      throw new KustomizeError(`${shown(file)}: remote resource ${entry} is not supported`);
    }
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) throw new KustomizeError(`${shown(file)}: resource ${entry} does not exist`);
    resources.push(...(statSync(target).isDirectory() ? build(target, 'Kustomization', []) : readResources(target)));
  }
  // A component works on everything accumulated so far, its own resources included.
  for (const entry of kustomization.components ?? []) {
    resources = build(path.resolve(dir, entry), 'Component', resources);
  }
  (kustomization.patches ?? []).forEach((patch, index) =>
    applyPatch(resources, patch, dir, patch.path ? shown(path.resolve(dir, patch.path)) : `${shown(file)}#${index}`),
  );
  if (kustomization.namespace) setNamespace(resources, kustomization.namespace);
  if (kustomization.nameSuffix) addNameSuffix(resources, kustomization.nameSuffix, file);
  for (const labels of kustomization.labels ?? []) addLabels(resources, labels, file);
  for (const image of kustomization.images ?? []) setImage(resources, image);
  return resources;
}

// --- patches -------------------------------------------------------------------------------------

type JsonValue = unknown;
interface Operation {
  op: string;
  path: string;
  value?: JsonValue;
}

function applyPatch(resources: RenderedResource[], patch: Patch, dir: string, source: string): void {
  if (patch.options !== undefined) throw new KustomizeError(`${source}: patch options are not supported`);
  const text = patch.path ? readFileSync(path.resolve(dir, patch.path), 'utf8') : patch.patch;
  if (text === undefined) throw new KustomizeError(`${source}: a patch needs path or patch`);
  const operations = parseDocument(text).toJS() as unknown;
  if (!Array.isArray(operations)) {
    throw new KustomizeError(`${source}: only JSON 6902 patches (a list of operations) are supported`);
  }
  if (!patch.target?.kind) throw new KustomizeError(`${source}: a JSON patch needs a target with a kind`);
  const targets = resources.filter((resource) => matchesTarget(resource.object, patch.target ?? {}, source));
  // kustomize ignores a patch that matches nothing; here it is a mistake worth failing on.
  if (targets.length === 0) throw new KustomizeError(`${source}: its target matches no resource`);
  for (const resource of targets) {
    const where = `${source} on ${resource.object.kind} ${resource.object.metadata.name}`;
    resource.object = applyOperations(resource.object, operations as Operation[], where) as KubernetesObject;
    resource.patchedBy.push(source);
  }
}

function matchesTarget(object: KubernetesObject, target: NonNullable<Patch['target']>, source: string): boolean {
  if (target.group !== undefined || target.version !== undefined) {
    throw new KustomizeError(`${source}: target group/version are not supported`);
  }
  if (target.kind !== object.kind) return false;
  if (target.name !== undefined) {
    if (!/^[a-z0-9.-]+$/.test(target.name)) throw new KustomizeError(`${source}: target name must be a plain name`);
    if (target.name !== object.metadata.name) return false;
  }
  return (
    target.labelSelector === undefined || matchesSelector(object.metadata.labels ?? {}, target.labelSelector, source)
  );
}

function matchesSelector(labels: Record<string, string>, selector: string, source: string): boolean {
  return selector.split(',').every((term) => {
    const match = /^\s*([\w./-]+)\s*(!=|==|=)\s*([\w.-]*)\s*$/.exec(term);
    if (!match) throw new KustomizeError(`${source}: label selector term '${term}' is not key=value or key!=value`);
    const [, key, operator, value] = match as unknown as [string, string, string, string];
    return operator === '!=' ? labels[key] !== value : labels[key] === value;
  });
}

function pointer(pathText: string, where: string): string[] {
  if (!pathText.startsWith('/')) throw new KustomizeError(`${where}: path ${pathText} must start with /`);
  return pathText
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function applyOperations(document: JsonValue, operations: Operation[], where: string): JsonValue {
  const root = structuredClone(document);
  for (const operation of operations) {
    const tokens = pointer(operation.path, where);
    const last = tokens.pop() as string;
    let parent: JsonValue = root;
    for (const token of tokens) {
      parent = child(parent, token);
      if (parent === undefined) throw new KustomizeError(`${where}: ${operation.op} ${operation.path}: no such parent`);
    }
    const problem = `${where}: ${operation.op} ${operation.path}`;
    switch (operation.op) {
      case 'add':
        if (Array.isArray(parent)) {
          const index = last === '-' ? parent.length : arrayIndex(last, parent.length + 1, problem);
          parent.splice(index, 0, structuredClone(operation.value));
        } else asObject(parent, problem)[last] = structuredClone(operation.value);
        break;
      case 'replace':
        if (child(parent, last) === undefined) throw new KustomizeError(`${problem}: nothing to replace`);
        if (Array.isArray(parent)) parent[arrayIndex(last, parent.length, problem)] = structuredClone(operation.value);
        else asObject(parent, problem)[last] = structuredClone(operation.value);
        break;
      case 'remove':
        if (child(parent, last) === undefined) throw new KustomizeError(`${problem}: nothing to remove`);
        if (Array.isArray(parent)) parent.splice(arrayIndex(last, parent.length, problem), 1);
        else delete asObject(parent, problem)[last];
        break;
      default:
        throw new KustomizeError(`${problem}: operation '${operation.op}' is not supported (add, replace, remove)`);
    }
  }
  return root;
}

function child(value: JsonValue, token: string): JsonValue {
  if (Array.isArray(value)) return /^\d+$/.test(token) ? value[Number(token)] : undefined;
  if (value !== null && typeof value === 'object') return (value as Record<string, JsonValue>)[token];
  return undefined;
}

function arrayIndex(token: string, limit: number, problem: string): number {
  if (!/^\d+$/.test(token) || Number(token) >= limit) throw new KustomizeError(`${problem}: bad array index`);
  return Number(token);
}

function asObject(value: JsonValue, problem: string): Record<string, JsonValue> {
  if (value === null || typeof value !== 'object') throw new KustomizeError(`${problem}: parent is not an object`);
  return value as Record<string, JsonValue>;
}

// --- namespace, names, labels, images -----------------------------------------------------------

function setNamespace(resources: RenderedResource[], namespace: string): void {
  for (const { object } of resources) {
    // kustomize renames the Namespace object itself too.
    if (object.kind === 'Namespace') object.metadata.name = namespace;
    else if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = namespace;
  }
}

/** Where a name suffix would also have to rewrite references, which this renderer does not do. */
function referencedNames(value: JsonValue, names: Set<string>, at: string, found: string[]): void {
  if (typeof value === 'string' && names.has(value)) found.push(`${at} = ${value}`);
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value as Record<string, JsonValue>)) {
    // Labels and selectors are values, not references: the labels transformer handles them.
    if (['labels', 'matchLabels', 'selector'].includes(key)) continue;
    referencedNames(inner, names, `${at}.${key}`, found);
  }
}

function addNameSuffix(resources: RenderedResource[], suffix: string, file: string): void {
  const names = new Set(resources.map(({ object }) => object.metadata.name));
  for (const { object } of resources) {
    const found: string[] = [];
    referencedNames({ ...object, metadata: { ...object.metadata, name: undefined } }, names, object.kind, found);
    if (found.length > 0) {
      throw new KustomizeError(
        `${shown(file)}: nameSuffix with a reference by name (${found.join(', ')}) is not supported`,
      );
    }
  }
  for (const { object } of resources) object.metadata.name = `${object.metadata.name}${suffix}`;
}

/** kustomize's selector and template label paths, for the kinds deploy/k8s suffixes. */
const SELECTOR_PATHS: Record<string, string[][]> = {
  Deployment: [['spec', 'selector', 'matchLabels']],
  Service: [['spec', 'selector']],
  PodDisruptionBudget: [['spec', 'selector', 'matchLabels']],
};
const TEMPLATE_PATHS: Record<string, string[][]> = { Deployment: [['spec', 'template', 'metadata', 'labels']] };

function mergeAt(object: KubernetesObject, at: string[], pairs: Record<string, string>): void {
  let node = object as Record<string, unknown>;
  for (const key of at) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  Object.assign(node, pairs);
}

function addLabels(resources: RenderedResource[], labels: NonNullable<Kustomization['labels']>[number], file: string) {
  for (const { object } of resources) {
    mergeAt(object, ['metadata', 'labels'], labels.pairs);
    if (labels.includeSelectors) {
      const paths = SELECTOR_PATHS[object.kind];
      if (!paths) throw new KustomizeError(`${shown(file)}: labels.includeSelectors on a ${object.kind}`);
      for (const at of paths) mergeAt(object, at, labels.pairs);
    }
    if (labels.includeSelectors || labels.includeTemplates) {
      for (const at of TEMPLATE_PATHS[object.kind] ?? []) mergeAt(object, at, labels.pairs);
    }
  }
}

/** `name[:tag][@digest]`, where a colon before the last slash belongs to a registry's port. */
export function parseImage(image: string): { name: string; tag?: string; digest?: string } {
  const [reference = '', digest] = image.split('@');
  const colon = reference.lastIndexOf(':');
  const hasTag = colon > reference.lastIndexOf('/');
  return {
    name: hasTag ? reference.slice(0, colon) : reference,
    ...(hasTag ? { tag: reference.slice(colon + 1) } : {}),
    ...(digest ? { digest } : {}),
  };
}

function setImage(resources: RenderedResource[], image: NonNullable<Kustomization['images']>[number]): void {
  for (const { object } of resources) {
    const spec = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec;
    for (const list of ['containers', 'initContainers']) {
      for (const container of (spec?.[list] as Array<{ image?: string }> | undefined) ?? []) {
        if (!container.image) continue;
        const current = parseImage(container.image);
        if (current.name !== image.name) continue;
        const tag = image.newTag ?? (image.digest ? undefined : current.tag);
        const digest = image.digest ?? (image.newTag ? undefined : current.digest);
        container.image = `${image.newName ?? current.name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
      }
    }
  }
}
