#!/usr/bin/env node
// Writes each domain's service and remote Dockerfile from the two templates in deploy/docker/templates/
// (one per kind: the images differ only by name, port and federation name, read from the domain
// registry and the package.json files). `--check` writes nothing and exits 1 naming each Dockerfile
// that differs from its template (deploy/src/dockerfiles.test.ts runs it). The gateway's Dockerfile
// is written by hand: it also builds the shell.
//   node deploy/scripts/render-dockerfiles.cjs [--check]
const fs = require('node:fs');
const path = require('node:path');
const { loadDomainRegistry } = require('../../shared/build/domain-registry.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const templates = path.join(repoRoot, 'deploy', 'docker', 'templates');

function render(template, values) {
  const text = fs.readFileSync(path.join(templates, template), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, key) => {
    if (!(key in values)) throw new Error(`${template}: no value for ${placeholder}`);
    return values[key];
  });
}

function packageName(folder) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')).name;
}

/** Every generated Dockerfile: its path (from the repository root) and its text. */
function renderedDockerfiles() {
  const { domains } = loadDomainRegistry();
  return domains.flatMap((domain) => {
    const service = `services/${domain.name}`;
    const remote = `mfe-${domain.name}`;
    const shared = { name: domain.name, NAME: domain.name.toUpperCase() };
    return [
      {
        file: `${service}/Dockerfile`,
        text: render('service.Dockerfile.template', {
          ...shared,
          folder: service,
          package: packageName(service),
          port: String(domain.servicePort),
        }),
      },
      {
        file: `${remote}/Dockerfile`,
        text: render('remote.Dockerfile.template', {
          ...shared,
          folder: remote,
          package: packageName(remote),
          federationName: domain.federationName,
        }),
      },
    ];
  });
}

function main(check) {
  const stale = [];
  for (const { file, text } of renderedDockerfiles()) {
    const target = path.join(repoRoot, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
    if (current === text) continue;
    if (check) stale.push(file);
    else fs.writeFileSync(target, text);
  }
  if (stale.length > 0) {
    process.stderr.write(
      `Not what deploy/docker/templates/ gives (edit the template, then run node deploy/scripts/render-dockerfiles.cjs):\n${stale.join('\n')}\n`,
    );
    process.exitCode = 1;
  }
}

if (require.main === module) main(process.argv.includes('--check'));

module.exports = { renderedDockerfiles };
