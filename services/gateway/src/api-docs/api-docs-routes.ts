import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { apiDocsPaths } from '@scp/shared/contracts/app/app-api-routes';
import { notFoundHandler } from '@scp/service-kit/error-middleware';
import { createOpenApiDocument, type OpenApiDocument, type OpenApiOptions } from './openapi-document';

/** The package's folder: its package.json is resolved, not its main module, which would load the 1.7 MB bundle here. */
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The viewer's files the page loads (and their source maps, which devtools ask for); nothing else of the package. */
const viewerFiles = new Set([
  'swagger-ui.css',
  'swagger-ui.css.map',
  'swagger-ui-bundle.js',
  'swagger-ui-bundle.js.map',
  'favicon-16x16.png',
  'favicon-32x32.png',
]);

/** Next to this module in src/ and in dist/ alike (the build copies it). */
export const INITIALIZER_FILE = 'api-docs-init.js';

const asset = (file: string) => `${apiDocsPaths.assets}/${file}`;

/**
 * The viewer's page: scripts only from files (the CSP's script-src is 'self', no inline script), the
 * document's address on the element the initializer mounts the viewer in.
 */
export const apiDocsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Social-commerce platform API</title>
    <link rel="stylesheet" href="${asset('swagger-ui.css')}">
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
    <link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui" data-openapi-url="${apiDocsPaths.document}"></div>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset(INITIALIZER_FILE)}"></script>
  </body>
</html>
`;

/** Unhashed names: the browser revalidates (ETag) rather than keep an old viewer after an upgrade. */
function revalidate(res: Response): void {
  res.setHeader('Cache-Control', 'no-cache');
}

/**
 * `GET /api/docs` (the viewer), `GET /api/docs/openapi.json` (the OpenAPI 3.1 document) and the
 * viewer's files under `/api/docs/assets/`. Mounted ahead of the /api chain: reading the documentation
 * needs no session and no Redis, and the viewer's files do not count against the caller's API rate
 * limit, as the front end's files do not. The document is made on its first request and kept.
 */
export function apiDocs(config: OpenApiOptions): Router {
  const router = Router();
  let document: OpenApiDocument | undefined;

  router.get(apiDocsPaths.page, (_req, res) => {
    revalidate(res);
    res.type('html').send(apiDocsPage);
  });

  router.get(apiDocsPaths.document, (_req, res) => {
    document ??= createOpenApiDocument(config);
    revalidate(res);
    res.json(document);
  });

  const staticOptions = { index: false, setHeaders: revalidate } as const;
  const serveViewer = express.static(swaggerUiDir, staticOptions);
  const serveInitializer = express.static(__dirname, staticOptions);
  const assets: RequestHandler = (req, res, next) => {
    const file = req.path.slice(1);
    const serve = viewerFiles.has(file) ? serveViewer : file === INITIALIZER_FILE ? serveInitializer : undefined;
    const notFound = () => notFoundHandler(req, res, next);
    if (!serve) {
      notFound();
      return;
    }
    // A method other than GET or HEAD passes through express.static: answered 404 like an unknown file.
    serve(req, res, (err?: unknown) => (err ? next(err) : notFound()));
  };
  router.use(apiDocsPaths.assets, assets);
  return router;
}
