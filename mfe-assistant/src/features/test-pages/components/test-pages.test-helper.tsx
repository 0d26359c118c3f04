import { screen } from '@testing-library/react';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import AssistantRoutes from '../../../routes';

export const PROCESS = 'POST /api/assistant/process';
export const PROFILE = 'GET /api/assistant/profile';

/** The assistant remote at `path`, once the page's h1 shows. */
export async function renderTestPage(path: string, title: string) {
  const view = await renderRemote(<AssistantRoutes />, path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}
