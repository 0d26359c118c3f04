// Per-team CI: every workspace package has its own GitHub Actions workflow, valid against the
// workflow schema, that runs when the package, a workspace it depends on (from the package.json
// files, so a new dependency is caught here) or what its image copies changes. The whole system
// keeps running through .ci/run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { copyOf, parseDockerfile } from './dockerfile-parser';
import { matchesPathFilter } from './path-patterns';
import { repoRoot, workspaceDependencies, workspacePackages, type WorkspacePackage } from './workspace-graph';

const workflowsFolder = '.github/workflows';
const REUSABLE = `${workflowsFolder}/package-ci.yml`;
/** Files every package's build, lint and tests read besides its own. */
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'eslint.config.mjs'];

interface Step {
  uses?: string;
  run?: string;
}
interface Job {
  uses?: string;
  with?: Record<string, unknown>;
  steps?: Step[];
}
interface Trigger {
  paths?: string[];
  'paths-ignore'?: string[];
}
interface Workflow {
  on: Record<string, Trigger | null> & {
    workflow_call?: { inputs?: Record<string, { required?: boolean; type: string }> };
  };
  jobs: Record<string, Job>;
}

const packages = workspacePackages();
const workflowFiles = readdirSync(path.join(repoRoot, workflowsFolder))
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `${workflowsFolder}/${file}`)
  .sort();
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const workflowOf = (file: string) => parse(read(file)) as Workflow;
/** `.github/workflows/<package name without @scp/>.yml`. */
const workflowFileOf = (pkg: WorkspacePackage) => `${workflowsFolder}/${pkg.name.replace(/^@scp\//, '')}.yml`;

test('every workspace package has its workflow', () => {
  const missing = packages
    .filter((pkg) => !workflowFiles.includes(workflowFileOf(pkg)))
    .map((pkg) => `${pkg.folder} (${pkg.name}) has no ${workflowFileOf(pkg)}`);
  expect(missing).toEqual([]);
});

describe('every workflow is valid against the GitHub Actions workflow schema', () => {
  const schema = JSON.parse(read('deploy/schemas/github-workflow.json')) as object;
  // The schema uses keywords and formats beyond draft-07's core: not an error in the schema.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validateWorkflow = ajv.compile(schema);

  test.each(workflowFiles)('%s', (file) => {
    const valid = validateWorkflow(workflowOf(file));
    const problems = valid
      ? []
      : (validateWorkflow.errors ?? []).map((error) => `${file}: ${error.instancePath || '/'} ${error.message}`);
    expect(problems).toEqual([]);
  });
});

test('third-party actions are pinned to a commit (a tag can be moved to other code)', () => {
  const problems = workflowFiles.flatMap((file) =>
    Object.values(workflowOf(file).jobs)
      .flatMap((job) => [job.uses, ...(job.steps ?? []).map((step) => step.uses)])
      .filter((uses): uses is string => uses !== undefined && !uses.startsWith('./'))
      .filter(
        (uses) => !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses) && !/^docker:\/\/.+@sha256:[0-9a-f]{64}$/.test(uses),
      )
      .map((uses) => `${file}: ${uses}`),
  );
  expect(problems).toEqual([]);
});

test('the reusable workflow takes the package folder, and every caller gives only what it declares', () => {
  const inputs = workflowOf(REUSABLE).on.workflow_call?.inputs ?? {};
  expect(inputs.workspace).toMatchObject({ required: true, type: 'string' });
  const problems = workflowFiles.flatMap((file) =>
    Object.entries(workflowOf(file).jobs)
      .filter(([, job]) => job.uses === `./${REUSABLE}`)
      .flatMap(([id, job]) => {
        const given = job.with ?? {};
        return [
          ...Object.keys(given)
            .filter((name) => !(name in inputs))
            .map((name) => `${file}: job ${id} passes ${name}, which ${REUSABLE} does not declare`),
          ...Object.entries(inputs)
            .filter(([name, input]) => input.required && !(name in given))
            .map(([name]) => `${file}: job ${id} leaves out the required input ${name}`),
          ...Object.entries(given)
            .filter(([name, value]) => name in inputs && typeof value !== inputs[name]?.type)
            .map(
              ([name]) => `${file}: job ${id} passes ${name} as a ${typeof given[name]}, not a ${inputs[name]?.type}`,
            ),
        ];
      }),
  );
  expect(problems).toEqual([]);
});

/** Files whose change must run a package's workflow: probes inside each folder it watches, and single files. */
function watchedBy(pkg: WorkspacePackage, workflowFile: string): string[] {
  const folders = [pkg.folder, ...workspaceDependencies(pkg.folder, 'all', packages)];
  const files = [...ROOT_INPUTS, workflowFile];
  if (read(workflowFile).includes(REUSABLE)) files.push(REUSABLE);
  const dockerfile = `${pkg.folder}/Dockerfile`;
  if (packages.some((p) => p.folder === pkg.folder) && existsIn(dockerfile)) {
    files.push('.dockerignore');
    const sources = parseDockerfile(read(dockerfile))
      .stages.flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'COPY').map(copyOf))
      .filter((copy) => copy.from === undefined)
      .flatMap((copy) => copy.sources.map((source) => path.posix.normalize(source).replace(/\/$/, '')));
    for (const source of sources) {
      if (statSync(path.join(repoRoot, source)).isDirectory()) folders.push(source);
      else files.push(source);
    }
  }
  return [...new Set([...folders.flatMap((folder) => [`${folder}/package.json`, `${folder}/src/a.ts`]), ...files])];
}

function existsIn(file: string): boolean {
  try {
    return statSync(path.join(repoRoot, file)).isFile();
  } catch {
    return false;
  }
}

describe.each(packages.map((pkg) => [pkg.folder, pkg] as const))('%s', (_folder, pkg) => {
  const file = workflowFileOf(pkg);
  const workflow = () => workflowOf(file);

  test('runs on pushes and pull requests when it, a workspace it depends on or its image inputs change', () => {
    const problems: string[] = [];
    for (const event of ['push', 'pull_request']) {
      if (!(event in workflow().on)) {
        problems.push(`${file}: does not run on ${event}`);
        continue;
      }
      const trigger = workflow().on[event] ?? {};
      if (trigger['paths-ignore']) problems.push(`${file}: on.${event} uses paths-ignore; list paths instead`);
      // No paths filter: it runs on every change, which covers everything.
      if (!trigger.paths) continue;
      for (const watched of watchedBy(pkg, file)) {
        if (!matchesPathFilter(trigger.paths, watched)) {
          problems.push(`${file}: on.${event}.paths does not match ${watched}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('builds and tests this package', () => {
    const jobs = Object.values(workflow().jobs);
    const callsPackageCi = jobs.some((job) => job.uses === `./${REUSABLE}` && job.with?.workspace === pkg.folder);
    // The e2e package is the whole system: .ci/run, as the repository's CI has always run it.
    const runsTheSystem = jobs.some((job) => (job.steps ?? []).some((step) => step.run?.trim() === '.ci/run'));
    expect({ file, callsPackageCi, runsTheSystem }).toEqual({
      file,
      callsPackageCi: pkg.folder !== 'e2e',
      runsTheSystem: pkg.folder === 'e2e',
    });
  });
});

test('.ci/run still runs the whole suite with npm test', () => {
  const run = '.ci/run';
  expect(statSync(path.join(repoRoot, run)).mode & 0o111).not.toBe(0);
  const commands = read(run)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  expect(commands.at(-1)).toBe('npm test');
});
