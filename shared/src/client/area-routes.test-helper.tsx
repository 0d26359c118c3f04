import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * The test every remote runs on its `./routes` while its screens are not built: each path it owns
 * names its screen and says it is not available yet.
 */
export function describeAreaScreens(
  remote: string,
  Routes: ComponentType,
  expected: ReadonlyArray<readonly [string, string]>,
) {
  describe(`${remote} ./routes`, () => {
    it.each(expected)('names the screen at %s (%s) and says it is not available yet', (path, title) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(`${title} is not available yet.`)).toBeInTheDocument();
    });
  });
}
