// Lint rules that keep the module boundaries honest (docs/architecture.md, The shape; Who owns what):
// no import cycles, remotes import only from @scp/shared (never each other or the shell),
// kebab-case file names. Formatting is Prettier's job, so stylistic rules are off.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import domainRegistry from './shared/build/domain-registry.cjs';

// The domains from the registry (shared/src/contracts/domains.ts, compiled by `npm run build -w shared`):
// each has a remote `mfe-<name>` and a service `services/<name>`.
const { domainNames } = domainRegistry.loadDomainRegistry();
const remotes = domainNames;

const frontEndBoundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@scp/shell',
              '@scp/shell/*',
              ...remotes.filter((r) => `mfe-${r}` !== self).flatMap((r) => [`@scp/mfe-${r}`, `@scp/mfe-${r}/*`]),
              '**/shell/**',
              ...remotes.filter((r) => `mfe-${r}` !== self).map((r) => `**/mfe-${r}/**`),
              '**/shared/src/**',
            ],
            message: 'Import only from @scp/shared/...; another app is reached through RemoteSlot.',
          },
          {
            group: ['@scp/service-*', '@scp/gateway', '@scp/embedded-mongo', '@scp/provider-sandbox'],
            message: 'Front end code never imports server packages.',
          },
        ],
      },
    ],
  },
});

// A domain service reaches another only through its internal HTTP API (docs/architecture.md, Between services), never its code.
const domainServices = domainNames;
const serviceBoundary = (self) => ({
  files: [`services/${self}/src/**/*.ts`],
  ignores: self === 'gateway' ? ['services/gateway/src/**/*.test.ts', 'services/gateway/src/**/*.test.util.ts'] : [],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...domainServices
                .filter((other) => other !== self)
                .flatMap((other) => [
                  `@scp/service-${other}`,
                  `@scp/service-${other}/*`,
                  `**/services/${other}/**`,
                  `../../${other}/**`,
                ]),
              ...(self === 'gateway' ? [] : ['@scp/gateway', '@scp/gateway/*', '**/services/gateway/**']),
            ],
            message:
              'Another service is reached through its internal API (docs/architecture.md, Between services), never by importing its code.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, unicorn, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // React code only: Playwright fixtures also take a `use` callback, which is not React's.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  frontEndBoundary('shell'),
  ...remotes.map((r) => frontEndBoundary(`mfe-${r}`)),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@scp/*', '!@scp/shared'], message: 'shared/ depends on nothing of ours.' }] },
      ],
    },
  },
  ...[...domainServices, 'gateway'].map(serviceBoundary),
  prettier,
);
