import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import vendored from '../schemas/kubernetes-v1.33.0.json';

/**
 * Validation of Kubernetes objects against the API's own OpenAPI definitions (vendored by
 * deploy/scripts/vendor-kubernetes-schemas.cjs), made strict the way yannh/kubernetes-json-schema's
 * "-strict" schemas (kubeconform's) are: an object with declared properties accepts no other, so a
 * misspelled or misplaced field fails here instead of being dropped silently by the API server.
 */

export const kubernetesVersion = vendored.kubernetesVersion;

type Schema = Record<string, unknown>;

const QUANTITY = 'io.k8s.apimachinery.pkg.api.resource.Quantity';
/** The form apimachinery parses a quantity with (resource.ParseQuantity): 500m, 1.5, 512Mi, 1e3. */
const QUANTITY_PATTERN = '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(([KMGTPE]i)|[numkMGTPE]|([eE][+-]?[0-9]+))?$';

function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node as Schema)
      // x-kubernetes-* are hints for the API server and clients, not JSON Schema.
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, value]) => [
        key,
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as Schema).map(([name, inner]) => [name, strict(inner)]))
          : strict(value),
      ]),
  );
  if (schema.format === 'int-or-string') {
    return { anyOf: [{ type: 'integer' }, { type: 'string' }] };
  }
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  return schema;
}

function definitions(): Schema {
  const converted = Object.fromEntries(
    Object.entries(vendored.definitions).map(([name, definition]) => [name, strict(definition)]),
  );
  // Quantities are strings in the spec, but YAML numbers (cpu: 1) are accepted by the API server.
  converted[QUANTITY] = { anyOf: [{ type: 'string', pattern: QUANTITY_PATTERN }, { type: 'number' }] };
  return converted;
}

interface Kind {
  group: string;
  version: string;
  kind: string;
}

const apiVersionOf = ({ group, version }: Kind) => (group ? `${group}/${version}` : version);

function definitionName(kind: Kind): string {
  const entry = Object.entries(vendored.definitions).find(([, definition]) =>
    ((definition as Schema)['x-kubernetes-group-version-kind'] as Kind[] | undefined)?.some(
      (gvk) => gvk.group === kind.group && gvk.version === kind.version && gvk.kind === kind.kind,
    ),
  );
  if (!entry) throw new Error(`deploy/schemas has no definition of ${apiVersionOf(kind)} ${kind.kind}`);
  return entry[0];
}

export interface KubernetesValidator {
  /** The problems of one object, each naming the field (empty when valid). */
  validate: (object: unknown) => string[];
  /** `apiVersion kind` of every kind the vendored schemas cover. */
  kinds: string[];
}

export function createValidator(): KubernetesValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv, ['date-time', 'byte']);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addSchema({ $id: 'kubernetes', definitions: definitions() });
  const validators = new Map<string, ValidateFunction>();
  for (const kind of vendored.kinds) {
    validators.set(
      `${apiVersionOf(kind)} ${kind.kind}`,
      ajv.compile({ $ref: `kubernetes#/definitions/${definitionName(kind)}` }),
    );
  }
  return {
    kinds: [...validators.keys()],
    validate(object) {
      const { apiVersion, kind } = (object ?? {}) as { apiVersion?: unknown; kind?: unknown };
      const validator = validators.get(`${String(apiVersion)} ${String(kind)}`);
      if (!validator) {
        return [
          `no Kubernetes ${kubernetesVersion} schema for ${String(apiVersion)} ${String(kind)}: ` +
            'add the kind to deploy/scripts/vendor-kubernetes-schemas.cjs and run it',
        ];
      }
      return validator(object) ? [] : describeErrors(validator.errors ?? []);
    },
  };
}

/** `/spec/template/spec/containers/0/image` as `spec.template.spec.containers[0].image`. */
export function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((text, token) => (/^\d+$/.test(token) ? `${text}[${token}]` : text ? `${text}.${token}` : token), '');
}

function describeErrors(errors: ErrorObject[]): string[] {
  // An int-or-string or quantity that fails both branches: one message for the field, not three.
  const alternatives = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  const messages = errors
    .filter((error) => error.keyword === 'anyOf' || !alternatives.has(error.instancePath))
    .map((error) => {
      const field = fieldPath(error.instancePath) || '(the object)';
      switch (error.keyword) {
        case 'additionalProperties': {
          const unknown = (error.params as { additionalProperty: string }).additionalProperty;
          return `${error.instancePath ? `${field}.` : ''}${unknown}: unknown field`;
        }
        case 'required':
          return `${field}: missing required field '${(error.params as { missingProperty: string }).missingProperty}'`;
        case 'anyOf':
          return `${field}: must be an integer or a string (or a quantity such as 500m or 512Mi)`;
        default:
          return `${field}: ${error.message ?? error.keyword}`;
      }
    });
  return [...new Set(messages)];
}
