import { prefetchAllowed, prefetchPlan } from './prefetch-plan';

describe('prefetch plan', () => {
  it.each([
    ['/', ['settings:medium', 'assistant:low']],
    ['/analytics', ['settings:medium', 'assistant:low']],
    ['/settings/integrations', ['dashboard:high']],
    ['/onboarding', ['dashboard:high']],
    ['/studio', ['dashboard:high', 'settings:low']],
    ['/auth', []],
  ])('from %s prefetches %j', (pathname, expected) => {
    expect(prefetchPlan(pathname).map((step) => `${step.remote}:${step.priority}`)).toEqual(expected);
  });

  it('skips data-saver and 2g connections (business constants)', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
