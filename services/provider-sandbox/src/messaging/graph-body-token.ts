import type { RequestHandler } from 'express';
import { findDataEndpoint } from '../data-endpoints';

/**
 * Graph takes `access_token` in a POST body (form or JSON) as well as in the query or an
 * Authorization header; the data-endpoint framework reads the last two only. For a Meta data
 * endpoint, a body token with neither of the others is passed on as the Bearer header.
 */
export const graphBodyToken: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).access_token : undefined;
  if (
    typeof token === 'string' &&
    token &&
    req.query.access_token === undefined &&
    !req.headers.authorization &&
    findDataEndpoint(req.method, req.path)?.endpoint.provider === 'meta'
  ) {
    req.headers.authorization = `Bearer ${token}`;
  }
  next();
};
