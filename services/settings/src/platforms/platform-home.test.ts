import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// One home per platform: only the settings service, which keeps the tokens, calls a platform or
// opens a token. This reads the source of every other service and fails on a platform's API base
// URL, the configuration key that points at one, a Shopify Admin API path, or the token cipher.

const SERVICES = path.resolve(__dirname, '../../..');
/** Settings is the home; the provider sandbox plays the platforms. */
const HOMES = new Set(['settings', 'provider-sandbox']);

const FORBIDDEN: Array<[string, RegExp]> = [
  [
    'a platform API host',
    /graph\.facebook\.com|open\.tiktokapis\.com|api\.linkedin\.com|api\.(x|twitter)\.com|api\.pinterest\.com|analytics(data|admin)\.googleapis\.com/,
  ],
  ['a Shopify Admin API path', /\/admin\/api\//],
  [
    'a platform API base URL setting',
    /\b(META|TIKTOK|LINKEDIN|X|PINTEREST)_API_BASE_URL\b|GOOGLE_ANALYTICS_(DATA|ADMIN)_BASE_URL|SHOPIFY_SHOP_BASE_URL/,
  ],
  ['the token cipher', /token-cipher|TokenCipher|INTEGRATIONS_TOKEN_KEYS|createDecipheriv/],
];

/**
 * What calls a platform outside settings on purpose, each with why; an entry must still match (so
 * it goes when its code does), and nothing else may.
 */
const EXCEPTIONS = [
  // Signing in with Shopify stays in auth: a sign-in provider proves who a person is (an identity,
  // kept by auth with the session), it is not a connected account whose token settings keeps and
  // uses for the owner's data. Auth reads the shop's name at sign-in with the sign-in's own token,
  // which is never stored as a connection.
  'auth/src/config.ts: a platform API base URL setting',
  'auth/src/oauth/shopify-adapter.ts: a Shopify Admin API path',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    // What runs: tests may name a platform's URL in what they expect.
    return /\.tsx?$/.test(entry.name) && !/\.test(\.[a-z]+)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function findings(): string[] {
  const found: string[] = [];
  for (const service of readdirSync(SERVICES, { withFileTypes: true })) {
    if (!service.isDirectory() || HOMES.has(service.name)) continue;
    const src = path.join(SERVICES, service.name, 'src');
    let files: string[];
    try {
      files = sourceFiles(src);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of FORBIDDEN)
        if (pattern.test(text)) found.push(`${path.relative(SERVICES, file).split(path.sep).join('/')}: ${what}`);
    }
  }
  return found.sort();
}

describe('one home per platform', () => {
  it('no service but settings holds a platform base URL or opens a token', () => {
    expect(findings()).toEqual([...EXCEPTIONS].sort());
  });

  it('finds what it looks for (a platform host, an Admin API path, a base URL setting, the cipher)', () => {
    const samples = [
      "fetch('https://graph.facebook.com/v23.0/me')",
      '`${shop}/admin/api/2025-07/graphql.json`',
      'env.TIKTOK_API_BASE_URL',
      "import { createTokenCipher } from './token-cipher'",
    ];
    expect(samples.map((sample) => FORBIDDEN.filter(([, pattern]) => pattern.test(sample)).length)).toEqual([
      1, 1, 1, 1,
    ]);
  });
});
