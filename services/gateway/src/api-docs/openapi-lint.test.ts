/**
 * The OpenAPI document held to an independent linter: Redocly CLI's `lint` with its recommended
 * rules, run on the document as the gateway serves it. Every problem it reports fails here but one
 * kind, named below with its reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOpenApiDocument, type OpenApiDocument } from './openapi-document';

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer: string }>;
}

const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** The linter's findings on `document` (recommended rules, no configuration file). */
async function lint(document: OpenApiDocument): Promise<{ problems: LintProblem[]; stderr: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'scp-openapi-'));
  const file = path.join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  try {
    return await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [redocly, 'lint', file, '--extends=recommended', '--format=json'],
        {
          cwd: folder,
          // Offline and quiet: no usage report, no update check.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
          maxBuffer: 64 * 1024 * 1024,
        },
        (_error, stdout, stderr) => {
          // It exits 1 on errors; the JSON report on stdout says which.
          try {
            resolve({ problems: (JSON.parse(stdout) as { problems: LintProblem[] }).problems, stderr });
          } catch {
            reject(new Error(`redocly lint gave no report:\n${stderr}`));
          }
        },
      );
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The operation a JSON pointer is in, read back from the document. */
function operationAt(document: OpenApiDocument, pointer: string) {
  const [, , rawPath, method] = pointer.split('/');
  const apiPath = (rawPath ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
  return document.paths[apiPath]?.[method as keyof OpenApiDocument['paths'][string]];
}

const document = createOpenApiDocument({
  publicOrigin: 'https://shop.scp-platform.test',
  session: { cookieName: 'scp.sid' },
});

describe('the OpenAPI document under `redocly lint` (recommended rules)', () => {
  let problems: LintProblem[];
  beforeAll(async () => {
    ({ problems } = await lint(document));
  }, 60_000);

  it('reports nothing but a redirect-only operation without a 2XX answer', () => {
    // The OAuth callbacks and the old confirmation link answer a browser's navigation with a 303
    // and nothing else: a 2XX there would document an answer that is never sent.
    const redirectOnly = (problem: LintProblem) =>
      problem.ruleId === 'operation-2xx-response' &&
      problem.location.every(({ pointer }) => {
        const statuses = Object.keys(operationAt(document, pointer)?.responses ?? {});
        return statuses.some((status) => /^3\d\d$/.test(status)) && !statuses.some((status) => /^2/.test(status));
      });
    expect(
      problems
        .filter((problem) => !redirectOnly(problem))
        .map(({ ruleId, message, location }) => `${ruleId} at ${location[0]?.pointer}: ${message}`),
    ).toEqual([]);
  });

  it('says under which terms the API is used (info-license)', () => {
    expect(problems.filter(({ ruleId }) => ruleId.startsWith('info-license'))).toEqual([]);
    expect(document.info.license).toEqual({
      name: 'Terms of Service',
      url: 'https://shop.scp-platform.test/terms',
    });
  });

  it('gives every operation a 4XX answer (operation-4xx-response)', () => {
    expect(problems.filter(({ ruleId }) => ruleId === 'operation-4xx-response')).toEqual([]);
    const without = Object.entries(document.paths).flatMap(([apiPath, item]) =>
      Object.entries(item)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
        .map(([method]) => `${method.toUpperCase()} ${apiPath}`),
    );
    expect(without).toEqual([]);
  });
});
