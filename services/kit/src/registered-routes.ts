import type { Express, Router } from 'express';

/** One method and path an Express app answers, the path as registered (`/api/settings/voice-profiles/:id`). */
export interface RegisteredRoute {
  /** Upper case; `*` for a route registered with `.all()`. */
  method: string;
  path: string;
}

/** What router 2.3's `listRoutes()` answers for each layer that is a route or a nested router. */
interface ListedLayer {
  path: string | RegExp;
  methods?: string[];
  router?: ListableRouter;
}

interface ListableRouter {
  listRoutes?: () => ListedLayer[];
}

/** A mount path and a path below it, as Express matches them: '/api' + '/' is '/api', '/' + '/x' is '/x'. */
function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
}

function collect(router: ListableRouter, prefix: string, into: RegisteredRoute[]): void {
  if (typeof router.listRoutes !== 'function') {
    // listRoutes() is router 2.3's public listing; walking the layers ourselves would read its internals.
    throw new Error('registeredRoutes needs Express 5 with router >= 2.3 (Router#listRoutes)');
  }
  for (const layer of router.listRoutes()) {
    // A RegExp path is kept as its text: a caller comparing against a list then sees it, never loses it.
    const path = joinPaths(prefix, typeof layer.path === 'string' ? layer.path : String(layer.path));
    if (layer.router) {
      collect(layer.router, path, into);
      continue;
    }
    const methods = layer.methods ?? [];
    for (const method of methods) {
      // router adds HEAD to every GET route; listing it would double every GET.
      if (method === 'HEAD' && methods.includes('GET')) continue;
      into.push({ method, path });
    }
  }
}

/**
 * Every route an Express 5 app (or router) registers, nested routers included, with its full path:
 * what the app answers, read from the app itself rather than from a list kept by hand (the API
 * catalogue's coverage test compares the two). Middleware without a route (`use(fn)`, static files)
 * is not a route and is not listed. Sorted by path, then method.
 */
export function registeredRoutes(app: Express | Router): RegisteredRoute[] {
  const root = ('router' in app ? app.router : app) as ListableRouter;
  const routes: RegisteredRoute[] = [];
  collect(root, '/', routes);
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
