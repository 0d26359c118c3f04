import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Routes from './routes';

describe('mfe-responder ./routes', () => {
  it.each([
    ['/inbox', 'ResponseFlow Pro'],
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
