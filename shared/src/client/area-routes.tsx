import { matchPath, useLocation } from 'react-router';
import { NotAvailablePage } from './not-available-page';

export interface AreaScreen {
  /** Absolute path pattern, e.g. '/auth/callback' or '/settings/:tab'. */
  path: string;
  /** The screen's name: its heading. */
  title: string;
}

/**
 * A remote's `./routes` for screens that are not built yet. Paths are matched absolutely, so the
 * component works wherever the shell mounts it (one remote serves several top-level paths).
 */
export function AreaRoutes({ screens }: { screens: readonly AreaScreen[] }) {
  const { pathname } = useLocation();
  const screen = screens.find(({ path }) => matchPath({ path, end: true }, pathname));
  return <NotAvailablePage title={screen?.title ?? 'This page'} />;
}
