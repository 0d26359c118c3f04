import type { RequestHandler } from 'express';
import { AppError } from '@scp/service-kit/errors';

/**
 * Whether a request target is one the gateway routes: origin-form (`/path?query`, never an
 * absolute URL, `//host` or `*`) with a path that has no dot segments (`.`, `..`, also
 * percent-encoded), no backslash and no encoded slash or backslash. Anything else could make a URL
 * built from the target leave the route it was checked against: `new URL('http://other:8090/x', base)`
 * replaces the service's origin, and `/api/auth/../../mailbox` normalizes out of `/api/auth/`.
 */
export function isRoutableTarget(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.includes('\\') || /%2f|%5c/i.test(path)) return false;
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    if (decoded === '.' || decoded === '..' || /[\0-\x1f]/.test(decoded)) return false;
  }
  return true;
}

/** Refuses, before any route sees it, a request whose target is not routable (400). */
export function refuseUnroutableTargets(): RequestHandler {
  return (req, _res, next) => {
    next(isRoutableTarget(req.originalUrl) ? undefined : AppError.badRequest('Invalid request path.'));
  };
}
