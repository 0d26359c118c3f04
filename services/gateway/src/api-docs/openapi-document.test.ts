/**
 * The OpenAPI document is well formed (issue 18): OpenAPI 3.1's structure, every operation named
 * once and answering something, path templates and parameters agreeing, every $ref resolving, and
 * the JSON Schemas in it keeping to draft 2020-12's keyword types, all checked offline.
 */
import { apiCatalogue } from '@scp/shared/contracts/app/api-catalogue';
import { apiTags } from '@scp/shared/contracts/app/api-route';
import { createOpenApiDocument, SESSION_SCHEME, type JsonSchema, type OpenApiOperation } from './openapi-document';

const document = createOpenApiDocument({ publicOrigin: 'https://shop.example', session: { cookieName: 'scp.custom' } });
const operations: Array<[string, string, OpenApiOperation]> = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => [path, method, operation] as [string, string, OpenApiOperation]),
);
const label = ([path, method]: [string, string, unknown]) => `${method.toUpperCase()} ${path}`;

/** Every value under `node` with the JSON pointer that reaches it. */
function* walk(node: unknown, pointer = '#'): Generator<[string, unknown]> {
  yield [pointer, node];
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    yield* walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The JSON Schemas of the document: components, parameters, bodies and answers. */
function schemas(): Array<[string, JsonSchema]> {
  const found: Array<[string, JsonSchema]> = Object.entries(document.components.schemas).map(([name, schema]) => [
    `#/components/schemas/${name}`,
    schema,
  ]);
  for (const [pointer, node] of walk(document.paths, '#/paths')) {
    if (/\/(schema)$/.test(pointer) && typeof node === 'object' && node !== null)
      found.push([pointer, node as JsonSchema]);
  }
  return found;
}

const jsonTypes = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** What a draft 2020-12 meta-schema would say of the keywords the generator emits (no validator is installed). */
function schemaProblems(schema: JsonSchema, at: string): string[] {
  const problems: string[] = [];
  for (const [pointer, node] of walk(schema, at)) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
    // Only schema objects: the values of `properties` are schemas, its own keys are names.
    if (/\/properties$/.test(pointer)) continue;
    const s = node as JsonSchema;
    const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
    for (const type of types) if (!jsonTypes.has(type as string)) problems.push(`${pointer}: type ${String(type)}`);
    if (s.required !== undefined) {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      if (!Array.isArray(s.required)) problems.push(`${pointer}: required is not an array`);
      else
        for (const name of s.required)
          if (!Object.hasOwn(props, name)) problems.push(`${pointer}: required ${name} has no property`);
    }
    if (s.enum !== undefined && (!Array.isArray(s.enum) || s.enum.length === 0))
      problems.push(`${pointer}: empty enum`);
    for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems'])
      if (s[key] !== undefined && !(Number.isInteger(s[key]) && (s[key] as number) >= 0))
        problems.push(`${pointer}: ${key} is not a non-negative integer`);
    // Left inline, these would mean a def was not lifted into the components, or a dialect per schema.
    for (const key of ['$schema', '$defs']) if (key in s) problems.push(`${pointer}: ${key}`);
  }
  return problems;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with info, the configured origin as its server and the session cookie as its scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: 'https://shop.example' }]);
    expect(document.components.securitySchemes[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'scp.custom',
    });
    expect(document.tags.map((tag) => tag.name)).toEqual(Object.keys(apiTags));
  });

  it('has one operation per catalogue entry, each named once', () => {
    expect(operations).toHaveLength(apiCatalogue.length);
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it.each(operations.map((entry) => [label(entry), entry] as const))(
    '%s: responses, tags, security and parameters are complete',
    (_name, [path, method, operation]) => {
      expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
      expect(operation.summary).toBeTruthy();
      expect(operation.tags.every((tag) => Object.hasOwn(apiTags, tag))).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => /^[23]\d\d$/.test(status))).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        // A status, or a range (OpenAPI's 4XX) where a whole class is answered alike.
        expect(status).toMatch(/^[1-5](\d\d|XX)$/);
        expect(response.description).toBeTruthy();
      }
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes).toHaveProperty(scheme);
      }
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const parameters = operation.parameters ?? [];
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name).sort()).toEqual(templated);
      expect(inPath.every((parameter) => parameter.required)).toBe(true);
      const keys = parameters.map((parameter) => `${parameter.in} ${parameter.name}`);
      expect(new Set(keys).size).toBe(keys.length);
      if (method === 'get') expect(operation.requestBody).toBeUndefined();
    },
  );

  it('resolves every $ref, and refers to every component it lists', () => {
    const refs = [...walk(document)].filter(
      ([pointer, value]) => pointer.endsWith('/$ref') && typeof value === 'string',
    ) as Array<[string, string]>;
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter(([, ref]) => resolve(ref) === undefined)).toEqual([]);
    const used = new Set(refs.map(([, ref]) => ref));
    expect(
      Object.keys(document.components.schemas).filter((name) => !used.has(`#/components/schemas/${name}`)),
    ).toEqual([]);
  });

  it("keeps its JSON Schemas to draft 2020-12's keyword types, every def lifted into the components", () => {
    const found = schemas();
    expect(found.length).toBeGreaterThan(apiCatalogue.length);
    expect(found.flatMap(([pointer, schema]) => schemaProblems(schema, pointer))).toEqual([]);
  });

  it('answers every error with the shared error body, and 429 with Retry-After', () => {
    for (const [path, method, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        // 4XX: the server's own refusals before any route (the docs, /remotes.json), without a body.
        if (Number(status) < 400 || status === '4XX') continue;
        expect({ at: `${method} ${path} ${status}`, content: response.content }).toEqual({
          at: `${method} ${path} ${status}`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        });
        if (status === '429') expect(response.headers).toHaveProperty('Retry-After');
      }
    }
  });

  it("adds the gateway's refusals: 401 only where a session is required, no 429 for webhooks, nothing for the docs", () => {
    const operation = (path: string, method: 'get' | 'post') => document.paths[path]?.[method];
    expect(Object.keys(operation('/api/auth/user', 'get')!.responses)).toEqual(['200', '401', '429', '503']);
    expect(Object.keys(operation('/api/auth/sign-in', 'post')!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '429', '503']),
    );
    expect(operation('/api/auth/sign-in', 'post')!.security).toEqual([]);
    expect(operation('/api/auth/help/contact', 'post')!.security).toEqual([{}, { [SESSION_SCHEME]: [] }]);
    expect(operation('/api/responder/webhooks/meta', 'post')!.responses).not.toHaveProperty('429');
    expect(operation('/api/auth/oauth/apple/callback', 'post')!.responses).not.toHaveProperty('403');
    // Outside the /api chain only the HTTP server itself refuses anything (malformed, headers too large).
    expect(Object.keys(operation('/api/docs/openapi.json', 'get')!.responses)).toEqual(['200', '4XX']);
    expect(operation('/api/docs/openapi.json', 'get')!.responses['4XX']).not.toHaveProperty('content');
  });

  it('reads requests as input and answers as output: a plain object accepts extra keys only when sent', () => {
    const schemaOf = (node: unknown) => node as JsonSchema;
    const signIn = schemaOf(
      document.paths['/api/auth/sign-in']?.post?.requestBody?.content['application/json']?.schema,
    );
    expect(signIn).toMatchObject({ type: 'object', required: ['email', 'password'], additionalProperties: false });
    const answer = schemaOf(document.paths['/api/auth/sign-in']?.post?.responses['200']?.content?.['application/json']);
    expect(answer.schema).toMatchObject({ properties: { user: { $ref: '#/components/schemas/SessionUser' } } });
    expect(document.paths['/api/auth/sign-in']?.post?.requestBody?.required).toBe(true);
    // Every field optional: an empty body is read as `{}`.
    expect(document.paths['/api/dashboard/sync']?.post?.requestBody?.required).toBe(false);
  });

  it('describes uploads, images, redirects, text and event streams by their content types', () => {
    expect(document.paths['/api/settings/avatar']?.put?.requestBody?.content).toEqual({ 'image/*': {} });
    expect(document.paths['/api/settings/media/avatars/{userId}']?.get?.responses['200']?.content).toEqual({
      'image/*': {},
    });
    const callback = document.paths['/api/auth/oauth/google/callback']?.get?.responses['303'];
    expect(callback?.headers).toHaveProperty('Location');
    expect(callback?.content).toBeUndefined();
    expect(document.paths['/api/responder/webhooks/meta']?.get?.responses['200']?.content).toEqual({
      'text/plain': { schema: { type: 'string' } },
    });
    expect(document.paths['/api/events']?.get?.responses['200']?.content).toEqual({
      'text/event-stream': { schema: { $ref: '#/components/schemas/UserEvent' } },
    });
  });
});
