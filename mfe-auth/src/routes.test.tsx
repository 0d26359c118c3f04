import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Routes from './routes';

describe('mfe-auth ./routes', () => {
  it.each([
    ['/auth', 'Sign In'],
    ['/auth/callback', 'Connecting Account'],
    ['/reset-password', 'Reset Password'],
    ['/reset-password/confirm', 'Set New Password'],
  ])('names the screen at %s (%s) and says it is not available yet', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`${title} is not available yet.`)).toBeInTheDocument();
  });
});
