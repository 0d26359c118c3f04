/**
 * A path of the studio's API catalogue (studio-paths.ts, `/api/studio/...`) as the shared api's
 * endpoints take it: its base URL is `/api` already.
 */
export function studioApiUrl(path: string): string {
  return path.replace(/^\/api(?=\/)/, '');
}

/**
 * A GET of the studio's API with a query: the query only when it has a value. An empty one would
 * send `?` alone, which the gateway signs as part of the path while the service receives it without,
 * and the request is refused as unauthenticated.
 */
export function studioApiGet(path: string, params: object): { url: string; params?: Record<string, unknown> } {
  const given = Object.entries(params).filter(([, value]) => value !== undefined);
  return given.length === 0
    ? { url: studioApiUrl(path) }
    : { url: studioApiUrl(path), params: Object.fromEntries(given) };
}
