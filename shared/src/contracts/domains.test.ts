import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DomainApiTagType,
  type DomainName,
  domainNamed,
  domainNames,
  domains,
  isDomainName,
  remoteFolderOf,
  shellApp,
} from './domains';

const repoRoot = path.join(__dirname, '..', '..', '..');

describe('the domain registry', () => {
  it('lists the seven domains (docs/architecture.md, The shape) in its order, each name unique and lower-case letters', () => {
    expect(domainNames).toEqual(['auth', 'settings', 'dashboard', 'onboarding', 'assistant', 'responder', 'studio']);
    expect(new Set(domainNames).size).toBe(domains.length);
    for (const name of domainNames) expect(name).toMatch(/^[a-z]+$/);
  });

  it('has the default ports (docs/architecture.md, Ports): services 8081-8087, dev servers 3000 (shell) and 3001-3007', () => {
    expect(domains.map((domain) => [domain.name, domain.servicePort, domain.devPort])).toEqual([
      ['auth', 8081, 3001],
      ['settings', 8082, 3002],
      ['dashboard', 8083, 3003],
      ['onboarding', 8084, 3004],
      ['assistant', 8085, 3005],
      ['responder', 8086, 3006],
      ['studio', 8087, 3007],
    ]);
    expect(shellApp.devPort).toBe(3000);
    const ports = [shellApp.devPort, ...domains.flatMap((domain) => [domain.servicePort, domain.devPort])];
    expect(new Set(ports).size).toBe(ports.length);
    // Nor any port of the other processes (gateway 8080, sandbox 8090, SMTP 2525, database 27017).
    expect(ports.filter((port) => [8080, 8090, 2525, 27017].includes(port))).toEqual([]);
  });

  it('names each federation container mfe_<name>, distinct from the shell', () => {
    for (const domain of domains) expect(domain.federationName).toBe(`mfe_${domain.name}`);
    expect(shellApp.federationName).toBe('shell');
  });

  it('has a remote folder mfe-<name> with a package.json and the files each exposed module names', () => {
    for (const domain of domains) {
      const folder = path.join(repoRoot, remoteFolderOf(domain.name));
      const manifest = path.join(folder, 'package.json');
      expect([domain.name, existsSync(manifest)]).toEqual([domain.name, true]);
      expect(JSON.parse(readFileSync(manifest, 'utf8')).name).toBe(`@scp/mfe-${domain.name}`);
      expect(Object.keys(domain.exposes)).toContain('./routes');
      for (const [exposed, file] of Object.entries(domain.exposes)) {
        expect(exposed).toMatch(/^\.\/[a-z-]+$/);
        expect([exposed, existsSync(path.join(folder, file))]).toEqual([exposed, true]);
      }
    }
    expect(existsSync(path.join(repoRoot, shellApp.folder, 'package.json'))).toBe(true);
  });

  it('has a service folder services/<name> with a package.json', () => {
    for (const domain of domains) {
      expect([domain.name, existsSync(path.join(repoRoot, 'services', domain.name, 'package.json'))]).toEqual([
        domain.name,
        true,
      ]);
    }
  });

  it('gives each RTK Query tag type to one domain only', () => {
    const tags = domains.flatMap((domain) => domain.apiTagTypes);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('keeps literal types: the names a tuple, the tag types a union', () => {
    const names: readonly ['auth', 'settings', 'dashboard', 'onboarding', 'assistant', 'responder', 'studio'] =
      domainNames;
    // @ts-expect-error not a domain
    const notADomain: DomainName = 'gateway';
    const tag: DomainApiTagType = domainNamed('responder').apiTagTypes[2];
    // @ts-expect-error not a tag type of any domain
    const notATag: DomainApiTagType = 'Nope';
    expect([names.length, notADomain, tag, notATag]).toEqual([7, 'gateway', 'ResponderTask', 'Nope']);
  });

  it('finds a domain by name and refuses an unknown one', () => {
    expect(domainNamed('settings').servicePort).toBe(8082);
    expect(isDomainName('responder')).toBe(true);
    expect(isDomainName('gateway')).toBe(false);
    expect(() => domainNamed('billing' as never)).toThrow(
      "Unknown domain 'billing': shared/src/contracts/domains.ts lists auth, settings, dashboard, onboarding, assistant, responder, studio",
    );
  });
});
