import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { $ZodObject, $ZodType } from 'zod/v4/core';
import { apiCatalogue, apiComponentSchemas } from '@scp/shared/contracts/app/api-catalogue';
import {
  apiTags,
  type ApiContent,
  type ApiErrorStatus,
  type ApiResponse,
  type ApiRoute,
} from '@scp/shared/contracts/app/api-route';
import { apiDocsPaths } from '@scp/shared/contracts/app/app-api-routes';
import { APP_VERSION } from '@scp/shared/contracts/app/app-constants';
import { legalPaths } from '@scp/shared/contracts/app/legal-paths';
import type { GatewayConfig } from '../config';
import { WEBHOOK_PATH } from '../rate-limit';
import { CROSS_ORIGIN_EXEMPT_POSTS } from '../security';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<ApiRoute['method'], OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

export type OpenApiOptions = Pick<GatewayConfig, 'publicOrigin'> & {
  session: Pick<GatewayConfig['session'], 'cookieName'>;
};

/** The security scheme's name in the document. */
export const SESSION_SCHEME = 'sessionCookie';

const JSON_TYPE = 'application/json';
const COMPONENTS = '#/components/schemas/';
const DEFS = '#/$defs/';
/** The name of a component as requests see it, where that differs from the answers' (see collapseInputTwins). */
const INPUT_SUFFIX = 'Input';

/** What each error status means wherever the route does not say more. */
const errorMeanings: Record<ApiErrorStatus, string> = {
  400: 'Invalid input; the message names the field (`VALIDATION_FAILED`, `BAD_REQUEST`).',
  401: 'No session, or it has ended (`UNAUTHENTICATED`).',
  403: 'A state-changing request from a page of another origin (`CROSS_ORIGIN_REFUSED`).',
  404: "Not found: an unknown id, or another user's (`NOT_FOUND`).",
  409: 'The request conflicts with the current state (`CONFLICT`).',
  413: 'The request body is too large (`PAYLOAD_TOO_LARGE`).',
  429: 'Rate limit exceeded (`RATE_LIMITED`): try again after `Retry-After` seconds.',
  503: 'The service, or the session store, is not answering (`SERVICE_UNAVAILABLE`): try again shortly.',
};

const description = `The browser API of the social-commerce platform, served by its gateway. Generated from the zod
contracts the services validate with (\`shared/src/contracts\`).

- **Session:** a cookie the gateway sets at sign-in (\`HttpOnly\`, \`SameSite=Lax\`); \`/api/auth/session\`
  tells who is signed in and until when. Routes marked with the lock need it.
- **Errors:** every error answers \`{ "error": { "code", "message", "field"? } }\` (the \`ErrorBody\` schema)
  with its HTTP status, never a stack trace.
- **Origin check:** a POST, PUT, PATCH or DELETE from a page of another origin is refused (403).
- **Rate limit:** 100 requests a minute per user (per address before sign-in), shared by every /api route
  but the platforms' webhooks; 429 with \`Retry-After\` beyond it.
- **Unavailable:** 503 whenever a service or the session store does not answer, besides the reasons an
  operation names.`;

/** Every `$ref` in `node` replaced by `rename(ref)`; a copy, `node` is left as it was. */
function mapRefs(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rename));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rename(value) : mapRefs(value, rename),
    ]),
  );
}

/**
 * Turns zod schemas into the document's JSON Schemas (zod 4's own `toJSONSchema`, draft 2020-12, the
 * dialect of OpenAPI 3.1). A named record (apiComponentSchemas) found anywhere in a schema becomes a
 * `$ref` to one component instead of a copy: zod puts it under `$defs`, and it is lifted from there
 * into `components.schemas`. Requests are read as input (what may be sent: defaults optional, extra
 * keys of a plain object allowed), answers as output (what is sent), so a record in both may come out
 * twice, the input one named `<Name>Input`.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids: ReadonlySet<string>;

  constructor(named: Readonly<Record<string, $ZodType>>) {
    for (const [id, schema] of Object.entries(named)) this.registry.add(schema, { id });
    this.ids = new Set(Object.keys(named));
  }

  convert(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      metadata: this.registry,
      // A transform's output or a Date has no JSON Schema: `{}` (anything) rather than no document.
      unrepresentable: 'any',
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const componentName = (id: string) => (io === 'input' ? `${id}${INPUT_SUFFIX}` : id);
    const rename = (ref: string): string => {
      // Only the named records are lifted; anything else (a cycle's generated id) would collide between schemas.
      if (!ref.startsWith(DEFS) || !this.ids.has(ref.slice(DEFS.length))) {
        throw new Error(`unexpected $ref ${ref}: name the schema in apiComponentSchemas`);
      }
      return `${COMPONENTS}${componentName(ref.slice(DEFS.length))}`;
    };
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const name = componentName(id);
      const value = mapRefs(def, rename) as JsonSchema;
      const known = this.components[name];
      if (known && !isDeepStrictEqual(known, value)) throw new Error(`component ${name} came out two ways`);
      this.components[name] = value;
    }
    return mapRefs(root, rename) as JsonSchema;
  }
}

/**
 * Drops each `<Name>Input` that is the same as `<Name>` once its own references are read the same way
 * (most records are), pointing its users at `<Name>`. A twin that differs, or refers to one that
 * does, stays.
 */
function collapseInputTwins(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components.schemas;
  const twins = new Set(
    Object.keys(schemas).filter(
      (name) => name.endsWith(INPUT_SUFFIX) && Object.hasOwn(schemas, name.slice(0, -INPUT_SUFFIX.length)),
    ),
  );
  const collapse = (ref: string) => {
    const name = ref.slice(COMPONENTS.length);
    return twins.has(name) ? `${COMPONENTS}${name.slice(0, -INPUT_SUFFIX.length)}` : ref;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const twin of twins) {
      if (!isDeepStrictEqual(mapRefs(schemas[twin], collapse), schemas[twin.slice(0, -INPUT_SUFFIX.length)])) {
        twins.delete(twin);
        changed = true;
      }
    }
  }
  const collapsed = mapRefs(document, collapse) as OpenApiDocument;
  for (const twin of twins) delete collapsed.components.schemas[twin];
  return collapsed;
}

/** The parameters of one location from an object schema: one per property. */
function parametersOf(
  converter: SchemaConverter,
  schema: $ZodObject | undefined,
  location: OpenApiParameter['in'],
): OpenApiParameter[] {
  if (!schema) return [];
  const json = converter.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description: text, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: propertySchema,
      ...(typeof text === 'string' ? { description: text } : {}),
    };
  });
}

function contentOf(
  converter: SchemaConverter,
  content: ApiContent,
  io: 'input' | 'output',
): Record<string, OpenApiMediaType> {
  return {
    [content.contentType ?? JSON_TYPE]: content.schema ? { schema: converter.convert(content.schema, io) } : {},
  };
}

/** An empty body is read as `{}` by most routes: such a body need not be sent. */
function bodyRequired(body: ApiContent): boolean {
  return !body.schema || !z.safeParse(body.schema, {}).success;
}

function isPublicApiPath(path: string): boolean {
  // The documentation is mounted before the /api chain (no session, no rate limit, no Redis).
  const docs = path === apiDocsPaths.page || path.startsWith(`${apiDocsPaths.page}/`);
  return path.startsWith('/api/') && !docs;
}

/**
 * The refusals of the route: what the gateway's /api chain adds to every route it forwards or
 * answers (bad input, no session, a foreign origin, too large, the rate limit, a service or Redis
 * down), then the route's own, which say more.
 */
function errorsOf(route: ApiRoute): Partial<Record<ApiErrorStatus, string>> {
  const errors: Partial<Record<ApiErrorStatus, string>> = {};
  if (isPublicApiPath(route.path)) {
    const apiPath = route.path.slice('/api'.length);
    if (route.params || route.query || route.headers || route.body) errors[400] = errorMeanings[400];
    if (route.session === 'required') errors[401] = errorMeanings[401];
    const exempt = route.method === 'post' && CROSS_ORIGIN_EXEMPT_POSTS.includes(route.path);
    if (route.method !== 'get' && !exempt) errors[403] = errorMeanings[403];
    if (route.body) errors[413] = errorMeanings[413];
    if (!WEBHOOK_PATH.test(apiPath)) errors[429] = errorMeanings[429];
    errors[503] = errorMeanings[503];
  }
  return { ...errors, ...route.errors };
}

/**
 * What an operation outside the /api chain (the documentation, /remotes.json) can be refused with: none
 * of its own, only what Node's HTTP server answers before any route, without a body.
 */
const SERVER_REFUSALS: OpenApiResponse = {
  description:
    'Refused by the HTTP server before any route, without a body: a malformed request (400) or request headers over 16 KiB (431).',
};

function errorResponse(status: ApiErrorStatus, text: string): OpenApiResponse {
  return {
    description: text,
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
      : {}),
    content: { [JSON_TYPE]: { schema: { $ref: `${COMPONENTS}ErrorBody` } } },
  };
}

function successResponse(converter: SchemaConverter, response: ApiResponse): OpenApiResponse {
  const headers = Object.entries(response.headers ?? {});
  return {
    description: response.description,
    ...(headers.length > 0
      ? {
          headers: Object.fromEntries(
            headers.map(([name, text]) => [name, { description: text, schema: { type: 'string' } }]),
          ),
        }
      : {}),
    ...(response.schema || response.contentType ? { content: contentOf(converter, response, 'output') } : {}),
  };
}

const securityOf: Record<ApiRoute['session'], OpenApiOperation['security']> = {
  required: [{ [SESSION_SCHEME]: [] }],
  // The empty requirement: callable signed out as well.
  optional: [{}, { [SESSION_SCHEME]: [] }],
  none: [],
};

function operationOf(converter: SchemaConverter, route: ApiRoute): OpenApiOperation {
  const parameters = [
    ...parametersOf(converter, route.params, 'path'),
    ...parametersOf(converter, route.query, 'query'),
    ...parametersOf(converter, route.headers, 'header'),
  ];
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    responses[status] = successResponse(converter, response);
  }
  for (const [status, text] of Object.entries(errorsOf(route))) {
    responses[status] = errorResponse(Number(status) as ApiErrorStatus, text);
  }
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = SERVER_REFUSALS;
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: securityOf[route.session],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: bodyRequired(route.body),
            ...(route.body.description ? { description: route.body.description } : {}),
            content: contentOf(converter, route.body, 'input'),
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the gateway's public API, from the API catalogue: one source, the
 * contracts' zod schemas, for the routes, their validation and this document.
 */
export function createOpenApiDocument(
  options: OpenApiOptions,
  routes: readonly ApiRoute[] = apiCatalogue,
): OpenApiDocument {
  const converter = new SchemaConverter(apiComponentSchemas);
  // Every answer's error body refers to it, whether or not a schema holds it.
  converter.convert(apiComponentSchemas.ErrorBody as $ZodType, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method]: operationOf(converter, route) };
  }
  return collapseInputTwins({
    openapi: '3.1.0',
    info: {
      title: 'Social-commerce platform API',
      version: APP_VERSION,
      description,
      // The API is the product's, used under its Terms of Service (the shell's public page).
      license: { name: 'Terms of Service', url: new URL(legalPaths.terms, options.publicOrigin).href },
    },
    servers: [{ url: options.publicOrigin }],
    tags: Object.entries(apiTags).map(([name, text]) => ({ name, description: text })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.session.cookieName,
          description: 'The session cookie the gateway sets at sign-in (HttpOnly: the browser sends it by itself).',
        },
      },
    },
  });
}
