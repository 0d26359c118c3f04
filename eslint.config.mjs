// Lint rules that keep the module boundaries honest (docs/architecture.md, The shape; Who owns what):
// no import cycles, remotes import only from @scp/shared (never each other or the shell),
// kebab-case file names. Formatting is Prettier's job, so stylistic rules are off.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import unicorn from 'eslint-plugin-unicorn';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

// Inside a remote, a feature (`src/features/<x>/`) offers other features what it exports on purpose:
// its `components/` and `hooks/`. Its `api/` (the endpoints) and `lib/` stay its own, so a feature can
// change how it fetches or computes without its neighbours noticing. Code several features share lives
// in `src/features/common/`, which any feature may import and which imports no other feature.
const sharedFeature = 'common';
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const featureBoundary = (remote) => {
  const featuresDir = `${remote}/src/features`;
  let features = [];
  try {
    features = readdirSync(`${repoRoot}/${featuresDir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  const privateZones = features
    .filter((feature) => feature !== sharedFeature)
    .map((feature) => ({
      target: features.filter((other) => other !== feature).map((other) => `./${featuresDir}/${other}`),
      from: [`./${featuresDir}/${feature}/api`, `./${featuresDir}/${feature}/lib`],
      message: `Another feature imports only the components/ and hooks/ of "${feature}"; move what several features need to features/${sharedFeature}/.`,
    }))
    .filter((zone) => zone.target.length > 0);
  const sharedZone = features.includes(sharedFeature)
    ? [
        {
          target: `./${featuresDir}/${sharedFeature}`,
          from: features.filter((other) => other !== sharedFeature).map((other) => `./${featuresDir}/${other}`),
          message: `features/${sharedFeature}/ is what every feature may use, so it imports no feature.`,
        },
      ]
    : [];
  const zones = [...privateZones, ...sharedZone].filter((zone) => zone.from.length > 0);
  return zones.length === 0
    ? []
    : [
        {
          files: [`${featuresDir}/**/*.{ts,tsx}`],
          rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }] },
        },
      ];
};

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
  ...remotes.flatMap((r) => featureBoundary(`mfe-${r}`)),
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
