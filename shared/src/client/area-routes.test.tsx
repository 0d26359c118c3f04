import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaRoutes } from './area-routes';

const screens = [
  { path: '/settings/:tab', title: 'Settings' },
  { path: '/auth/callback', title: 'Connecting Account' },
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaRoutes screens={screens} />
    </MemoryRouter>,
  );

describe('AreaRoutes', () => {
  it('names the screen of the current path and says it is not available yet', () => {
    renderAt('/auth/callback?status=success');
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting Account' })).toBeInTheDocument();
    expect(screen.getByText('Connecting Account is not available yet.')).toBeInTheDocument();
  });

  it('matches path parameters', () => {
    renderAt('/settings/voice');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('still says plainly that a path it does not know is not available', () => {
    renderAt('/elsewhere');
    expect(screen.getByRole('heading', { name: 'This page' })).toBeInTheDocument();
  });
});
