import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import AuthRoutes from '../routes';

/** Renders this remote's `./routes` at `path` the way the shell does (see renderRemote). */
export async function renderAuth(path: string) {
  return renderRemote(<AuthRoutes />, path);
}
