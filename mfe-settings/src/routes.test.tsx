import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Routes from './routes';

describe('mfe-settings ./routes', () => {
  it.each([
    ['/settings/profile', 'Profile'],
    ['/settings/voice', 'Brand Voice'],
    ['/settings/brand-kit', 'Brand Kit'],
    ['/settings/integrations', 'Integrations'],
    ['/settings/billing', 'Billing'],
    ['/settings/appearance', 'Appearance'],
    ['/settings/development', 'Development'],
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
