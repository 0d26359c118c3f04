import { waitFor } from '@testing-library/react';
import { currentErrorMonitor, reportError } from './error-reporting';

// A file of its own: the monitor is installed once per page (module state).
it('loads the monitor with the first failure, and hands it that failure', async () => {
  expect(currentErrorMonitor()).toBeUndefined();
  reportError(new Error('Invalid hook call.'), 'App');
  await waitFor(() => expect(currentErrorMonitor()?.events()).toHaveLength(1));
  expect(currentErrorMonitor()?.events()[0]).toMatchObject({
    pattern: { type: 'react_hook' },
    context: { component: 'App' },
  });
});
