import { globToRegExp, isExcludedFromContext, matchesPathFilter, parseDockerignore } from './path-patterns';

test('* and ? stay in one segment, ** crosses them and may match none', () => {
  expect(globToRegExp('src/*.ts').test('src/a.ts')).toBe(true);
  expect(globToRegExp('src/*.ts').test('src/a/b.ts')).toBe(false);
  expect(globToRegExp('a?c').test('abc')).toBe(true);
  expect(globToRegExp('shared/**').test('shared/src/a/b.ts')).toBe(true);
  expect(globToRegExp('**/package.json').test('package.json')).toBe(true);
  expect(globToRegExp('**/package.json').test('services/auth/package.json')).toBe(true);
  expect(globToRegExp('a.b').test('aXb')).toBe(false);
});

describe('.dockerignore', () => {
  const patterns = parseDockerignore(
    ['# comment', '', '**/node_modules', '/.git', 'deploy/*', '!deploy/docker', '**/*.test.*'].join('\n'),
  );

  test('a matching folder excludes everything in it, at any depth for **', () => {
    expect(isExcludedFromContext(patterns, 'node_modules/x/package.json')).toBe(true);
    expect(isExcludedFromContext(patterns, 'services/auth/node_modules/x/index.js')).toBe(true);
    expect(isExcludedFromContext(patterns, '.git/HEAD')).toBe(true);
    expect(isExcludedFromContext(patterns, 'services/auth/src/app.test.ts')).toBe(true);
    expect(isExcludedFromContext(patterns, 'services/auth/src/app.ts')).toBe(false);
  });

  test('a later ! pattern brings a path back', () => {
    expect(isExcludedFromContext(patterns, 'deploy/k8s/x.yaml')).toBe(true);
    expect(isExcludedFromContext(patterns, 'deploy/docker/healthcheck.cjs')).toBe(false);
    expect(isExcludedFromContext(patterns, 'deploy/docker')).toBe(false);
  });
});

test("GitHub's paths filters: the last matching pattern decides, ! excludes", () => {
  const filter = ['services/**', '!services/stack/**', 'services/stack/package.json'];
  expect(matchesPathFilter(filter, 'services/auth/src/app.ts')).toBe(true);
  expect(matchesPathFilter(filter, 'services/stack/lib/stack.mjs')).toBe(false);
  expect(matchesPathFilter(filter, 'services/stack/package.json')).toBe(true);
  expect(matchesPathFilter(filter, 'shared/src/a.ts')).toBe(false);
});
