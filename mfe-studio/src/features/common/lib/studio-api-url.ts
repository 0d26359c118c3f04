/**
 * A path of the studio's API catalogue (studio-paths.ts, `/api/studio/...`) as the shared api's
 * endpoints take it: its base URL is `/api` already.
 */
export function studioApiUrl(path: string): string {
  return path.replace(/^\/api(?=\/)/, '');
}
