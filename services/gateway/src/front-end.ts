import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import {
  federationNameOf,
  remoteNames,
  remotesManifestSchema,
  type RemotesManifest,
} from '@scp/shared/contracts/remotes';
import { serviceWorker } from '@scp/shared/contracts/app/service-worker-constants';
import { notFoundHandler } from '@scp/service-kit/error-middleware';
import type { GatewayConfig } from './config';

/** Webpack's content-hashed file names never change content: cache them for a year. */
const hashedAsset = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    hashedAsset.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * The shell's files. Its service worker (`/sw-cache-manager.js`) is never cached (no-cache, as every
 * unhashed file), so the browser's update check always sees a new build; it is sent as JavaScript
 * and allowed the whole site as its scope.
 */
function shellHeaders(shellDist: string): (res: Response, filePath: string) => void {
  const workerFile = path.join(shellDist, serviceWorker.scriptPath);
  return (res, filePath) => {
    cacheHeaders(res, filePath);
    if (path.resolve(filePath) === workerFile) {
      res.setHeader('Service-Worker-Allowed', '/');
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    }
  };
}

export function remotesManifest(config: Pick<GatewayConfig, 'remotes'>): RemotesManifest {
  return remotesManifestSchema.parse(
    Object.fromEntries(
      remoteNames.map((name) => {
        const { baseUrl, pinnedVersion } = config.remotes[name];
        return [
          federationNameOf(name),
          pinnedVersion
            ? { entry: `${baseUrl}${pinnedVersion}/mf-manifest.json`, version: pinnedVersion }
            : `${baseUrl}mf-manifest.json`,
        ];
      }),
    ),
  );
}

/**
 * The built front end: `/remotes.json` (where the shell finds each remote), each remote's dist at
 * `/remotes/<name>/` (readable cross-origin: the shell may live elsewhere), and the shell's dist
 * at `/`. A dist folder that is not built answers 404; the gateway runs regardless.
 */
export function frontEnd(config: Pick<GatewayConfig, 'remotes' | 'shellDist'>): Router {
  const router = Router();
  // The API is never a file: without this every API request would first look for one on disk (a
  // stat per request, the gateway's hot path), and a dist holding an api/ folder would shadow it.
  router.use('/api', (_req, _res, next) => next('router'));
  const manifest = remotesManifest(config);
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifest);
  });
  for (const name of remoteNames) {
    router.use(
      `/remotes/${name}`,
      express.static(config.remotes[name].dist, {
        index: false,
        setHeaders: (res, filePath) => {
          cacheHeaders(res, filePath);
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      }),
    );
  }
  router.use('/remotes', notFoundHandler);
  router.use(
    express.static(config.shellDist, {
      index: false,
      setHeaders: shellHeaders(path.resolve(config.shellDist)),
    }),
  );
  return router;
}

/**
 * Client-side routes (/settings/profile, /auth, ...) get the shell's index.html. Paths that look
 * like files (an extension) and API paths do not: they 404 instead of returning HTML.
 */
export function spaFallback(config: Pick<GatewayConfig, 'shellDist'>): RequestHandler {
  const indexHtml = path.join(config.shellDist, 'index.html');
  return (req, res, next) => {
    const last = req.path.split('/').pop() ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || last.includes('.')) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(404).type('text/plain').send('The shell is not built: run `npm run build` (npm start builds it).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
}
