import * as z from 'zod/mini';
import { userEventSchema } from '../events';
import { remotesManifestSchema } from '../remotes';
import { ok, type ApiRoute } from './api-route';
import { monitoring } from './app-constants';
import { errorReportResponseSchema, errorReportSchema } from './error-report';

/** Where the gateway serves the API's documentation (issue 18). */
export const apiDocsPaths = {
  /** The interactive viewer (an HTML page). */
  page: '/api/docs',
  /** The OpenAPI 3.1 document. */
  document: '/api/docs/openapi.json',
  /** The viewer's scripts and styles. */
  assets: '/api/docs/assets',
} as const;

/** The answer of `GET /api/docs/openapi.json`, as far as a reader needs to know it is one. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The routes the gateway answers itself, apart from the session's (accounts-api-routes.ts). */
export const appApiRoutes: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/events',
    operationId: 'streamEvents',
    tag: 'app',
    summary: "The signed-in user's real-time events (server-sent events)",
    description:
      'Frames are `event: <type>` and `data: <UserEvent as JSON>`, a `: heartbeat` comment every 25 s and `retry: 3000`. The stream ends when the session does; the client reconnects. When the session is ended on the server (a sign-out with it, a password reset) the stream sends `event: session.ended` with a null payload, then ends.',
    session: 'required',
    responses: {
      200: {
        description: 'An open event stream; the schema is that of each `data:` line.',
        contentType: 'text/event-stream',
        schema: userEventSchema,
      },
    },
  },
  {
    method: 'post',
    path: monitoring.reportPath,
    operationId: 'reportBrowserError',
    tag: 'app',
    summary: "Report an error the browser's error monitor caught",
    description:
      "No session needed; from this app's pages only, at most 8 KB and 30 a minute per address. Logged, and the newest 200 kept.",
    session: 'none',
    body: { schema: errorReportSchema },
    responses: { 202: { description: 'Received.', schema: errorReportResponseSchema } },
    errors: {
      400: 'Not a report (a field missing, too long, or one the report does not have).',
      403: 'Sent from a page of another origin (`CROSS_ORIGIN_REFUSED`).',
      413: 'Larger than 8 KB.',
      429: 'More than 30 reports a minute from this address.',
      503: 'Redis is not answering.',
    },
  },
  {
    method: 'get',
    path: '/remotes.json',
    operationId: 'getRemotesManifest',
    tag: 'app',
    summary: "Where the shell finds each remote's Module Federation manifest",
    description: 'A remote the gateway serves itself is a same-origin path.',
    session: 'none',
    responses: ok(remotesManifestSchema),
  },
  {
    method: 'get',
    path: apiDocsPaths.page,
    operationId: 'getApiDocsPage',
    tag: 'app',
    summary: 'This documentation, in an interactive viewer',
    session: 'none',
    responses: { 200: { description: 'The viewer (HTML).', contentType: 'text/html' } },
  },
  {
    method: 'get',
    path: apiDocsPaths.document,
    operationId: 'getOpenApiDocument',
    tag: 'app',
    summary: 'This documentation as an OpenAPI 3.1 document',
    session: 'none',
    responses: ok(openApiDocumentSchema),
  },
];
