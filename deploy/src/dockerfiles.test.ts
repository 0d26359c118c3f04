// There is no Docker engine on the machines that run these tests: every Dockerfile in the
// repository is linted with dockerfile-utils and held to the rules an image of ours keeps (pinned
// Node 24 slim or web server base, non-root, a /healthz healthcheck, no secrets, only its own
// workspace's production dependencies), and every file it copies must be in the build context.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import {
  copyOf,
  healthcheckOf,
  npmCommandsOf,
  parseDockerfile,
  variablesOf,
  words,
  type Dockerfile,
  type Instruction,
  type Stage,
} from './dockerfile-parser';
import { parseNginxConf, type Directive } from './nginx-conf';
import { deployablePackages } from './service-graph';
import { isExcludedFromContext, parseDockerignore } from './path-patterns';
import { repoRoot, workspaceDependencies, workspacePackages } from './workspace-graph';

/** A digest, what a pull gets whatever the tag has come to point at since. */
const DIGEST = '@sha256:[0-9a-f]{64}';
/** Node 24 LTS, slim, pinned to a release and its digest; one for every image (checked below). */
const NODE_IMAGE = new RegExp(`^node:24\\.\\d+\\.\\d+-(bookworm|trixie)-slim${DIGEST}$`);
/** The remotes' web server: nginx as a non-root user, pinned to a release and its digest. */
const WEB_SERVER_IMAGE = new RegExp(`^nginxinc/nginx-unprivileged:\\d+\\.\\d+\\.\\d+-alpine(-slim)?${DIGEST}$`);
const REMOTE_NGINX_CONF = 'deploy/docker/remote-nginx.conf';
const HEALTHCHECK_SCRIPT = 'deploy/docker/healthcheck.cjs';

/**
 * The folders that need an image: every remote, and every services/ package a deploy runs
 * (service-graph.ts: a start script and not local-only; the kit, the embedded database and the
 * launcher have no start script).
 */
const deployedFolders = new Set(deployablePackages().map((name) => `services/${name}`));
const needsImage = (folder: string) => kindOf(folder) === 'remote' || deployedFolders.has(folder);

/**
 * Every check dockerfile-utils can make counts: a second CMD or HEALTHCHECK silently replaces the
 * first, a relative WORKDIR depends on the base image's, and so on. So its warnings fail too.
 */
const lintSettings: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.ERROR,
  directiveCasing: ValidationSeverity.ERROR,
  emptyContinuationLine: ValidationSeverity.ERROR,
  instructionCasing: ValidationSeverity.ERROR,
  instructionCmdMultiple: ValidationSeverity.ERROR,
  instructionEntrypointMultiple: ValidationSeverity.ERROR,
  instructionHealthcheckMultiple: ValidationSeverity.ERROR,
  instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
  instructionWorkdirRelative: ValidationSeverity.ERROR,
};

/** Names of variables that hold secrets or environment-specific credentials. */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE_KEY|API_KEY|ACCESS_KEY|CREDENTIAL|_KEYS?$/i;
/** Values that are secrets whatever their name. */
const SECRET_VALUE = [/-----BEGIN [A-Z ]*KEY-----/, /:\/\/[^/\s:@]+:[^/\s@]+@/, /^local-only-/];

const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.data',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.bench',
]);

function findDockerfiles(folder = repoRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : findDockerfiles(full);
    return /^Dockerfile(\..+)?$|\.Dockerfile$/.test(entry.name) ? [path.relative(repoRoot, full)] : [];
  });
}

const dockerfiles = findDockerfiles().sort();
const packages = workspacePackages();
const dockerignore = parseDockerignore(readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8'));

interface Image {
  file: string;
  /** The workspace folder the Dockerfile belongs to. */
  folder: string;
  kind: 'service' | 'remote';
  dockerfile: Dockerfile;
  final: Stage;
}

function kindOf(folder: string): Image['kind'] | undefined {
  if (/^services\/[^/]+$/.test(folder)) return 'service';
  if (/^mfe-[^/]+$/.test(folder)) return 'remote';
  return undefined;
}

function load(file: string): Image {
  const dockerfile = parseDockerfile(readFileSync(path.join(repoRoot, file), 'utf8'));
  const folder = path.dirname(file).split(path.sep).join('/');
  const kind = kindOf(folder);
  if (!kind || !packages.some((pkg) => pkg.folder === folder)) {
    throw new Error(
      `${file}: no rules for an image here. Services live in services/<name>/Dockerfile, remotes in ` +
        'mfe-<name>/Dockerfile; another kind of image needs its rules added to deploy/src/dockerfiles.test.ts.',
    );
  }
  const final = dockerfile.stages.at(-1);
  if (!final) throw new Error(`${file}: no FROM`);
  return { file, folder, kind, dockerfile, final };
}

const at = (image: Image, line: number, problem: string) => `${image.file}:${line}: ${problem}`;
const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword);
const last = (stage: Stage, keyword: string): Instruction | undefined => all(stage, keyword).at(-1);

/** The stage an instruction's `--from` names (stages are referred to by name only). */
function stageNamed(image: Image, name: string | undefined): Stage | undefined {
  return image.dockerfile.stages.find((stage) => stage.name !== undefined && stage.name === name);
}

/** The workspaces `npm run build` builds in a stage. */
function builtIn(stage: Stage | undefined): Set<string> {
  return new Set(
    (stage ? all(stage, 'RUN') : [])
      .flatMap(npmCommandsOf)
      .filter((npm) => npm.command === 'run' && npm.script === 'build')
      .flatMap((npm) => npm.workspaces),
  );
}

test('finds every Dockerfile, and every deployable service and remote has one', () => {
  expect(dockerfiles.length).toBeGreaterThan(0);
  const missing = packages
    .filter((pkg) => needsImage(pkg.folder))
    .filter((pkg) => !existsSync(path.join(repoRoot, pkg.folder, 'Dockerfile')))
    .map(
      (pkg) => `${pkg.folder}/Dockerfile is missing (or make the package local-only in service-graph.ts, saying why)`,
    );
  expect(missing).toEqual([]);
  const deployedAnyway = packages
    .filter((pkg) => kindOf(pkg.folder) && !needsImage(pkg.folder))
    .filter((pkg) => existsSync(path.join(repoRoot, pkg.folder, 'Dockerfile')))
    .map((pkg) => pkg.folder);
  expect(deployedAnyway).toEqual([]);
});

test("each domain's service and remote Dockerfile is what its template gives (no hand edits to drift apart)", async () => {
  const script = path.join(repoRoot, 'deploy', 'scripts', 'render-dockerfiles.cjs');
  const outcome = await new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, '--check'], (error, _stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
    );
  });
  expect(outcome.stderr).toBe('');
  expect(outcome.code).toBe(0);
});

test('every image builds on the same Node release', () => {
  const nodeImages = new Set(
    dockerfiles.flatMap((file) =>
      load(file)
        .dockerfile.stages.map((stage) => stage.image)
        .filter((image) => image.startsWith('node:')),
    ),
  );
  expect([...nodeImages]).toHaveLength(1);
  expect([...nodeImages][0]).toMatch(NODE_IMAGE);
});

describe.each(dockerfiles)('%s', (file) => {
  const image = load(file);

  test('passes dockerfile-utils with no errors and no warnings', () => {
    const content = readFileSync(path.join(repoRoot, file), 'utf8');
    const problems = validate(content, lintSettings).map((diagnostic) =>
      at(image, diagnostic.range.start.line + 1, `${diagnostic.message} (dockerfile-utils code ${diagnostic.code})`),
    );
    expect(problems).toEqual([]);
  });

  test('pins every base image by digest with its release tag beside it, and uses COPY rather than ADD', () => {
    const problems: string[] = [];
    const named = new Set<string>();
    for (const stage of image.dockerfile.stages) {
      if (!named.has(stage.image)) {
        // The digest is what is pulled (a tag can be pushed again); the tag says which release it is.
        const pinned = new RegExp(`:[^:/@]*\\d+\\.\\d+\\.\\d+[^:/@]*${DIGEST}$`).test(stage.image);
        if (!pinned) {
          problems.push(at(image, stage.line, `${stage.image} is not pinned as <name>:<x.y.z tag>@sha256:<digest>`));
        }
      }
      if (stage.name) named.add(stage.name);
      for (const add of all(stage, 'ADD'))
        problems.push(at(image, add.line, 'ADD: use COPY (ADD fetches URLs and unpacks archives)'));
    }
    const expected = image.kind === 'service' ? NODE_IMAGE : WEB_SERVER_IMAGE;
    if (!expected.test(image.final.image)) {
      problems.push(at(image, image.final.line, `the final stage must run on ${expected}, not ${image.final.image}`));
    }
    expect(problems).toEqual([]);
  });

  test('runs as a non-root user, with a healthcheck on /healthz', () => {
    const problems: string[] = [];
    const user = last(image.final, 'USER');
    const name = user?.args.split(':')[0]?.trim();
    if (!user || name === 'root' || name === '0') {
      problems.push(at(image, user?.line ?? image.final.line, 'the final stage must end as a non-root USER'));
    }
    const healthcheck = last(image.final, 'HEALTHCHECK');
    const probe = healthcheck ? healthcheckOf(healthcheck) : undefined;
    if (!healthcheck || probe?.type !== 'CMD' || !probe.command.some((word) => word.includes('/healthz'))) {
      problems.push(at(image, healthcheck?.line ?? image.final.line, 'HEALTHCHECK CMD must ask /healthz'));
    }
    expect(problems).toEqual([]);
  });

  test('bakes in no secret and never local mode', () => {
    const problems: string[] = [];
    const instructions = [...image.dockerfile.preamble, ...image.dockerfile.stages.flatMap((s) => s.instructions)];
    for (const instruction of instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
      for (const { name, value } of variablesOf(instruction)) {
        if (SECRET_NAME.test(name)) {
          problems.push(
            at(
              image,
              instruction.line,
              `${instruction.keyword} ${name}: secrets come from the environment at run time`,
            ),
          );
        } else if (value !== undefined && SECRET_VALUE.some((pattern) => pattern.test(value))) {
          problems.push(at(image, instruction.line, `${instruction.keyword} ${name} holds what looks like a secret`));
        }
        if (name === 'LOCAL_MODE') {
          problems.push(at(image, instruction.line, 'LOCAL_MODE: local mode is for this machine, never an image'));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('copies only files that exist and are in the build context (the repository root)', () => {
    const problems: string[] = [];
    for (const stage of image.dockerfile.stages) {
      const earlier = image.dockerfile.stages.slice(0, image.dockerfile.stages.indexOf(stage));
      for (const copy of all(stage, 'COPY').map(copyOf)) {
        if (copy.from !== undefined) {
          if (!earlier.some((s) => s.name === copy.from)) {
            problems.push(at(image, copy.line, `COPY --from=${copy.from}: no earlier stage has that name`));
          }
          continue;
        }
        for (const source of copy.sources) {
          const relative = path.posix.normalize(source).replace(/\/$/, '');
          if (/[*?[]/.test(relative) || relative.startsWith('..') || path.posix.isAbsolute(relative)) {
            problems.push(at(image, copy.line, `COPY ${source}: name a path inside the context, without wildcards`));
          } else if (!existsSync(path.join(repoRoot, relative))) {
            problems.push(at(image, copy.line, `COPY ${source}: no such file or folder in the repository`));
          } else if (isExcludedFromContext(dockerignore, relative)) {
            problems.push(at(image, copy.line, `COPY ${source}: .dockerignore leaves it out of the build context`));
          } else if (statSync(path.join(repoRoot, relative)).isDirectory()) {
            // What a package's build reads: excluding these would leave an empty shell of the folder.
            for (const needed of ['package.json', 'src']) {
              const inner = `${relative}/${needed}`;
              if (existsSync(path.join(repoRoot, inner)) && isExcludedFromContext(dockerignore, inner)) {
                problems.push(at(image, copy.line, `COPY ${source}: .dockerignore leaves out ${inner}`));
              }
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('installs with npm ci the manifests of every workspace it links, and builds what it copies out', () => {
    const problems: string[] = [];
    for (const stage of image.dockerfile.stages) {
      stage.instructions.forEach((instruction, index) => {
        for (const npm of npmCommandsOf(instruction).filter((command) => command.command === 'ci')) {
          if (npm.workspaces.length === 0) {
            problems.push(at(image, instruction.line, 'npm ci without --workspace installs the whole monorepo'));
          }
          const copied = new Set(
            stage.instructions
              .slice(0, index)
              .filter((i) => i.keyword === 'COPY')
              .map(copyOf)
              .filter((copy) => copy.from === undefined)
              .flatMap((copy) => copy.sources.map((source) => path.posix.normalize(source))),
          );
          // npm links the @scp workspaces a workspace depends on: without their package.json the link
          // dangles and the import fails at run time.
          const linked = npm.workspaces.flatMap((folder) => [
            folder,
            ...workspaceDependencies(folder, 'runtime', packages),
          ]);
          for (const needed of [
            'package.json',
            'package-lock.json',
            ...linked.map((folder) => `${folder}/package.json`),
          ]) {
            if (!copied.has(needed))
              problems.push(at(image, instruction.line, `npm ci needs ${needed} copied before it`));
          }
        }
      });
    }
    // Each dist the final stage takes from another stage is built there.
    for (const copy of all(image.final, 'COPY')
      .map(copyOf)
      .filter((c) => c.from !== undefined)) {
      for (const source of copy.sources) {
        const built = /^\/app\/(.+)\/dist\/?$/.exec(source)?.[1];
        if (built && !builtIn(stageNamed(image, copy.from)).has(built)) {
          problems.push(at(image, copy.line, `COPY --from=${copy.from} ${source}: that stage does not build ${built}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  if (image.kind === 'service') {
    test("runs with only its workspace's production dependencies and the dist of each", () => {
      const problems: string[] = [];
      const installs = all(image.final, 'RUN')
        .flatMap((run) => npmCommandsOf(run).map((npm) => ({ npm, line: run.line })))
        .filter(({ npm }) => npm.command === 'ci');
      const install = installs[0];
      if (installs.length !== 1 || !install) {
        problems.push(at(image, image.final.line, 'the final stage installs its dependencies with one npm ci'));
      } else {
        if (!install.npm.options.includes('--omit=dev'))
          problems.push(at(image, install.line, 'npm ci needs --omit=dev'));
        if (install.npm.workspaces.join() !== image.folder) {
          problems.push(at(image, install.line, `npm ci must install --workspace ${image.folder} alone`));
        }
      }
      const taken = new Set(
        all(image.final, 'COPY')
          .map(copyOf)
          .filter((copy) => copy.from !== undefined)
          .flatMap((copy) => copy.sources),
      );
      for (const folder of [image.folder, ...workspaceDependencies(image.folder, 'runtime', packages)]) {
        if (!taken.has(`/app/${folder}/dist`)) {
          problems.push(at(image, image.final.line, `the final stage must COPY --from=<build> /app/${folder}/dist`));
        }
      }
      const nodeEnv = all(image.final, 'ENV')
        .flatMap(variablesOf)
        .find((variable) => variable.name === 'NODE_ENV');
      if (nodeEnv?.value !== 'production')
        problems.push(at(image, image.final.line, 'ENV NODE_ENV=production is missing'));
      expect(problems).toEqual([]);
    });

    test('listens on the port it exposes and starts its main module with node', () => {
      const problems: string[] = [];
      const exposed = all(image.final, 'EXPOSE').flatMap((expose) => words(expose.args));
      const port = all(image.final, 'ENV')
        .flatMap(variablesOf)
        .find((variable) => variable.name === 'PORT')?.value;
      if (exposed.length !== 1 || exposed[0] !== port) {
        problems.push(
          at(image, image.final.line, `EXPOSE (${exposed.join(' ')}) must be the one port ENV PORT sets (${port})`),
        );
      }
      const main = packages.find((pkg) => pkg.folder === image.folder)?.main;
      const workdir = last(image.final, 'WORKDIR')?.args;
      const cmd = last(image.final, 'CMD');
      const command = cmd ? words(cmd.args) : [];
      if (workdir !== `/app/${image.folder}`) {
        problems.push(at(image, image.final.line, `the final WORKDIR must be /app/${image.folder}, where its dist is`));
      }
      if (!cmd?.args.trim().startsWith('[') || command.join(' ') !== `node ${main}`) {
        problems.push(
          at(
            image,
            cmd?.line ?? image.final.line,
            `CMD must be ["node", "${main}"] (exec form: node gets the signals)`,
          ),
        );
      }
      const healthcheck = last(image.final, 'HEALTHCHECK');
      const probe = healthcheck ? healthcheckOf(healthcheck).command : [];
      if (probe[0] !== 'node') {
        problems.push(
          at(image, healthcheck?.line ?? image.final.line, 'the healthcheck runs node (a slim image has no curl)'),
        );
      }
      expect(problems).toEqual([]);
    });
  }

  if (image.kind === 'remote') {
    test('serves its built files with the shared web server config', () => {
      const problems: string[] = [];
      const copies = all(image.final, 'COPY').map(copyOf);
      const conf = copies.find((copy) => copy.from === undefined && copy.sources.includes(REMOTE_NGINX_CONF));
      if (conf?.destination !== '/etc/nginx/conf.d/default.conf') {
        problems.push(
          at(image, conf?.line ?? image.final.line, `COPY ${REMOTE_NGINX_CONF} /etc/nginx/conf.d/default.conf`),
        );
      }
      const root = serverOf(parseNginxConf(readFileSync(path.join(repoRoot, REMOTE_NGINX_CONF), 'utf8'))).find(
        (d) => d.name === 'root',
      )?.args[0];
      const dist = copies.find((copy) => copy.from !== undefined && copy.sources.includes(`/app/${image.folder}/dist`));
      if (!dist || dist.destination.replace(/\/$/, '') !== root) {
        problems.push(
          at(image, dist?.line ?? image.final.line, `COPY --from=<build> /app/${image.folder}/dist ${root}`),
        );
      }
      const exposed = all(image.final, 'EXPOSE').flatMap((expose) => words(expose.args));
      if (exposed.join() !== '8080')
        problems.push(at(image, image.final.line, 'EXPOSE 8080, where the web server listens'));
      expect(problems).toEqual([]);
    });
  }
});

function serverOf(conf: Directive[]): Directive[] {
  const server = conf.find((directive) => directive.name === 'server');
  if (!server?.block) throw new Error(`${REMOTE_NGINX_CONF} has no server block`);
  return server.block;
}

describe(REMOTE_NGINX_CONF, () => {
  const conf = parseNginxConf(readFileSync(path.join(repoRoot, REMOTE_NGINX_CONF), 'utf8'));
  const server = serverOf(conf);
  const header = (name: string) => server.find((d) => d.name === 'add_header' && d.args[0] === name);

  test('sends hashed assets as immutable for a year and everything else as no-cache', () => {
    const cacheControl = header('Cache-Control');
    const variable = cacheControl?.args[1];
    const map = conf.find((d) => d.name === 'map' && d.args[0] === '$uri' && d.args[1] === variable);
    expect(map?.block).toBeDefined();
    const entries = map?.block ?? [];
    const fallback = entries.find((entry) => entry.name === 'default')?.args[0];
    const rules = entries
      .filter((entry) => entry.name.startsWith('~'))
      .map((entry) => ({
        pattern: new RegExp(entry.name.replace(/^~\*?/, ''), entry.name.startsWith('~*') ? 'i' : ''),
        value: entry.args[0],
      }));
    const cacheOf = (file: string) => rules.find((rule) => rule.pattern.test(`/${file}`))?.value ?? fallback;
    // Names as webpack writes them ([name].[contenthash:8].js) and the federation files that are not hashed.
    for (const hashed of [
      '1301.70224349.js',
      '__federation_expose_routes.ec83f156.js',
      'main.0123abcd.css',
      'x-0123456789abcdef.woff2',
    ]) {
      expect([hashed, cacheOf(hashed)]).toEqual([hashed, 'public, max-age=31536000, immutable']);
    }
    for (const unhashed of [
      'remoteEntry.js',
      'mf-manifest.json',
      'mf-manifest-stats.json',
      'mf-stats.json',
      'index.html',
      'logo.svg',
    ]) {
      expect([unhashed, cacheOf(unhashed)]).toEqual([unhashed, 'no-cache']);
    }
  });

  test('lets the shell load it cross-origin, lists no directory and answers /healthz on 8080', () => {
    expect(server.find((d) => d.name === 'listen')?.args).toEqual(['8080']);
    expect(header('Access-Control-Allow-Origin')?.args).toEqual(['Access-Control-Allow-Origin', '*', 'always']);
    expect(header('Cross-Origin-Resource-Policy')?.args).toEqual([
      'Cross-Origin-Resource-Policy',
      'cross-origin',
      'always',
    ]);
    expect(server.find((d) => d.name === 'autoindex')?.args).toEqual(['off']);
    const healthz = server.find((d) => d.name === 'location' && d.args.join(' ') === '= /healthz');
    expect(healthz?.block?.find((d) => d.name === 'return')?.args[0]).toBe('200');
  });

  test("answers under /remotes/<name>/ too, the gateway's default path for a remote", () => {
    const rewrite = server.find((d) => d.name === 'rewrite');
    const [pattern = '$^', replacement = ''] = rewrite?.args ?? [];
    // nginx's $1 is JavaScript's too.
    expect('/remotes/auth/remoteEntry.js'.replace(new RegExp(pattern), replacement)).toBe('/remoteEntry.js');
  });

  test('sets headers at the server level only (an add_header in a location drops all of them there)', () => {
    const inLocations = server
      .filter((d) => d.name === 'location')
      .flatMap((location) => (location.block ?? []).filter((d) => d.name === 'add_header'))
      .map((d) => `${REMOTE_NGINX_CONF}:${d.line}: add_header inside a location`);
    expect(inLocations).toEqual([]);
  });
});

describe(HEALTHCHECK_SCRIPT, () => {
  const script = path.join(repoRoot, HEALTHCHECK_SCRIPT);

  function probe(port: number): Promise<number> {
    return new Promise((resolve) => {
      execFile(process.execPath, [script, '/healthz'], { env: { ...process.env, PORT: String(port) } }, (error) =>
        resolve(error ? Number(error.code ?? 1) : 0),
      );
    });
  }

  async function withServer(status: number, run: (port: number) => Promise<void>): Promise<void> {
    const server = http.createServer((req, res) => {
      res.statusCode = req.url === '/healthz' ? status : 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  test('is healthy when /healthz answers 2xx and unhealthy otherwise', async () => {
    await withServer(200, async (port) => expect(await probe(port)).toBe(0));
    await withServer(503, async (port) => expect(await probe(port)).toBe(1));
    let closedPort = 0;
    await withServer(200, async (port) => {
      closedPort = port;
    });
    expect(await probe(closedPort)).toBe(1);
  });
});
