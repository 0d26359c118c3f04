/**
 * The documentation through the real gateway (issue 18): the viewer's page, its files and the OpenAPI
 * document answer without a session and outside the API's rate limit, and the page works under the
 * site's Content-Security-Policy as it is (no inline script, nothing from another origin).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { apiDocsPaths } from '@scp/shared/contracts/app/app-api-routes';
import { gatewayFixture, PUBLIC_ORIGIN } from '../harness.test.util';
import { INITIALIZER_FILE } from './api-docs-routes';
import type { OpenApiDocument } from './openapi-document';

const COOKIE_NAME = 'scp.docs-test';
const fx = gatewayFixture({
  services: [],
  // A tight API limit: the documentation must not count against it.
  env: () => ({ RATE_LIMIT_POINTS: '2', SESSION_COOKIE_NAME: COOKIE_NAME }),
});

/** The CSP's directives: name -> sources. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The `src` of every script and the `href` of every stylesheet and icon of the page. */
function referencedFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
}

describe('GET /api/docs', () => {
  it('answers the viewer page, without a session and without setting a cookie', async () => {
    const res = await request(fx.gw.url).get(apiDocsPaths.page);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain(`data-openapi-url="${apiDocsPaths.document}"`);
    expect(referencedFiles(res.text)).toEqual(
      expect.arrayContaining([
        `${apiDocsPaths.assets}/swagger-ui.css`,
        `${apiDocsPaths.assets}/swagger-ui-bundle.js`,
        `${apiDocsPaths.assets}/${INITIALIZER_FILE}`,
      ]),
    );
  });

  it("has the site's CSP (no relaxation), which runs scripts from this origin only", async () => {
    const docs = await request(fx.gw.url).get(apiDocsPaths.page);
    const site = await request(fx.gw.url).get('/remotes.json');
    expect(docs.headers['content-security-policy']).toBe(site.headers['content-security-policy']);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(csp.get('style-src')).toContain("'self'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('needs no inline script: every script is a same-origin file, and no element has an event handler', async () => {
    const { text } = await request(fx.gw.url).get(apiDocsPaths.page);
    const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/api\/docs\/assets\/[^"]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    expect(text).not.toMatch(/\son[a-z]+\s*=/i);
    expect(text).not.toMatch(/javascript:/i);
    expect(text).not.toMatch(/<style\b|\sstyle=/i);
    for (const file of referencedFiles(text)) expect(file.startsWith('/')).toBe(true);
  });

  it('serves every file the page loads, with its type', async () => {
    const { text } = await request(fx.gw.url).get(apiDocsPaths.page);
    const types: Record<string, RegExp> = { js: /javascript/, css: /^text\/css/, png: /^image\/png/ };
    for (const file of referencedFiles(text)) {
      const res = await request(fx.gw.url).get(file);
      expect({ file, status: res.status }).toEqual({ file, status: 200 });
      expect(res.headers['content-type']).toMatch(types[path.extname(file).slice(1)]!);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('loads no style resource the CSP forbids: the stylesheet uses data: images only', async () => {
    const css = await request(fx.gw.url).get(`${apiDocsPaths.assets}/swagger-ui.css`);
    const urls = [...css.text.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !url.startsWith('data:'))).toEqual([]);
    expect(css.text).not.toMatch(/@import/);
  });

  it('starts the viewer on the document the page names, from the initializer file', async () => {
    const res = await request(fx.gw.url).get(`${apiDocsPaths.assets}/${INITIALIZER_FILE}`);
    expect(res.status).toBe(200);
    const source = readFileSync(path.join(__dirname, INITIALIZER_FILE), 'utf8');
    expect(res.text).toBe(source);
    expect(source).toContain("getAttribute('data-openapi-url')");
    expect(source).toContain('SwaggerUIBundle(');
  });

  it("refuses the package's other files and methods other than GET", async () => {
    for (const file of [
      'index.html',
      'swagger-initializer.js',
      'package.json',
      '..%2fpackage.json',
      'oauth2-redirect.html',
    ]) {
      const res = await request(fx.gw.url).get(`${apiDocsPaths.assets}/${file}`);
      // An encoded slash is refused before any route (400); the others are unknown files (404).
      expect({ file, status: res.status }).toEqual({ file, status: file.includes('%2f') ? 400 : 404 });
      expect(res.body).toHaveProperty('error.code');
    }
    const post = await request(fx.gw.url).post(`${apiDocsPaths.assets}/swagger-ui.css`);
    expect(post.status).toBe(404);
  });
});

describe('GET /api/docs/openapi.json', () => {
  it("answers the OpenAPI 3.1 document with the gateway's origin and session cookie", async () => {
    const res = await request(fx.gw.url).get(apiDocsPaths.document);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const document = res.body as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PUBLIC_ORIGIN }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: COOKIE_NAME });
    expect(document.paths).toHaveProperty(['/api/settings/brand-kit/logos/{variant}', 'put']);
  });
});

describe('the rate limit', () => {
  it('does not count the documentation, while the API around it stays limited', async () => {
    const { text } = await request(fx.gw.url).get(apiDocsPaths.page);
    const files = [apiDocsPaths.page, apiDocsPaths.document, ...referencedFiles(text)];
    for (let round = 0; round < 2; round += 1) {
      for (const file of files) {
        const res = await request(fx.gw.url).get(file);
        expect({ file, status: res.status }).toEqual({ file, status: 200 });
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    const api = [];
    for (let i = 0; i < 3; i += 1) api.push((await request(fx.gw.url).get('/api/auth/session')).status);
    expect(api).toEqual([401, 401, 429]);
  });
});
