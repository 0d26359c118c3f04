// The tooling's way to the compiled domain registry, and its message when @scp/shared is not built.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadDomainRegistry } = require('./domain-registry.cjs');

describe('loadDomainRegistry', () => {
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-domain-registry-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('says to build @scp/shared first when the compiled registry is missing', () => {
    const missing = path.join(dir, 'dist', 'contracts', 'domains.js');
    expect(() => loadDomainRegistry(missing)).toThrow(
      `The domain registry is not built (${missing} is missing): build @scp/shared first with \`npm run build -w shared\``,
    );
  });

  it('loads the compiled module, and passes on a failure inside it unchanged', () => {
    const good = path.join(dir, 'good.js');
    fs.writeFileSync(good, "module.exports = { domainNames: ['auth'] };");
    expect(loadDomainRegistry(good)).toEqual({ domainNames: ['auth'] });
    const broken = path.join(dir, 'broken.js');
    fs.writeFileSync(broken, "require('./not-there-either');");
    expect(() => loadDomainRegistry(broken)).toThrow(/Cannot find module '\.\/not-there-either'/);
  });
});
