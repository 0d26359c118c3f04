// Writes one env file per process from deploy/k8s/secrets/<name>.env.example, with every
// `generate:` value made fresh: the Ed25519 pairs between the gateway and the services (each pair's
// halves land in the files that name them), random secrets and the token-sealing key. Values marked
// CHANGE-ME (database and Redis URLs, SMTP, the platforms' credentials) are left for you to fill in.
//
//   node deploy/scripts/generate-secrets.cjs <folder>
//   kubectl create secret generic auth-secrets --namespace social-commerce --from-env-file=<folder>/auth.env
//
// The folder must not exist yet (nothing is overwritten); keep it out of git and delete it once the
// Secrets exist.
const { generateKeyPairSync, randomBytes } = require('node:crypto');
const { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const examples = path.join(__dirname, '..', 'k8s', 'secrets');
const SUFFIX = '.env.example';

/** PEM on one line: env files end a value at the line's end; the services turn \n back. */
const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');

function generator() {
  const pairs = new Map();
  const pair = (name) => {
    if (!pairs.has(name)) {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      pairs.set(name, {
        private: oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' })),
        public: oneLine(publicKey.export({ type: 'spki', format: 'pem' })),
      });
    }
    return pairs.get(name);
  };
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return (marker, where) => {
    const [kind, name, half] = marker.split(':');
    if (kind === 'secret' && !name) return randomBytes(48).toString('base64url');
    if (kind === 'token-key' && !name) return `k${date}:${randomBytes(32).toString('base64')}`;
    if (kind === 'ed25519' && name && (half === 'private' || half === 'public')) return pair(name)[half];
    throw new Error(`${where}: unknown generate:${marker}`);
  };
}

function main([folder]) {
  if (!folder) {
    process.stderr.write('usage: generate-secrets.cjs <folder that does not exist yet>\n');
    process.exit(2);
  }
  if (existsSync(folder)) {
    process.stderr.write(`${folder} exists: pick a new folder, nothing is overwritten\n`);
    process.exit(1);
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const generate = generator();
  for (const file of readdirSync(examples)
    .filter((name) => name.endsWith(SUFFIX))
    .sort()) {
    const lines = readFileSync(path.join(examples, file), 'utf8').split('\n');
    const filled = lines.map((line, index) => {
      const match = /^([A-Z0-9_]+)=generate:(.*)$/.exec(line);
      return match ? `${match[1]}=${generate(match[2], `${file}:${index + 1}`)}` : line;
    });
    const target = path.join(folder, file.slice(0, -SUFFIX.length) + '.env');
    writeFileSync(target, filled.join('\n'), { mode: 0o600 });
    process.stdout.write(`${target}\n`);
  }
  process.stdout.write('Fill in every CHANGE-ME, then create each Secret from its file.\n');
}

main(process.argv.slice(2));
