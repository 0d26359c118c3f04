import {
  copyOf,
  healthcheckOf,
  npmCommandsOf,
  parseDockerfile,
  parseInstructions,
  variablesOf,
  words,
} from './dockerfile-parser';

const sample = [
  '# syntax=docker/dockerfile:1',
  'ARG BASE=node:24.19.0-bookworm-slim',
  'FROM ${BASE} AS build',
  'RUN --mount=type=cache,target=/root/.npm \\',
  '    # a comment inside the continuation',
  '    npm ci --include-workspace-root -w services/auth --workspace=shared --ignore-scripts \\',
  '    && npm run build --workspace shared',
  'FROM node:24.19.0-bookworm-slim',
  'ENV NODE_ENV=production PORT="8081"',
  'ENV LEGACY some value',
  'COPY --from=build /app/shared/dist shared/dist',
  'COPY ["a b.json", "c.json", "./"]',
  'HEALTHCHECK --interval=30s CMD ["node", "check.cjs", "/healthz"]',
].join('\n');

test('joins continuation lines, skips comments and keeps the first line number', () => {
  const run = parseInstructions(sample).find((instruction) => instruction.keyword === 'RUN');
  expect(run?.line).toBe(4);
  expect(run?.args).toMatch(/^--mount=type=cache,target=\/root\/.npm npm ci .* && npm run build --workspace shared$/);
});

test('splits stages, with the ARGs before the first FROM apart', () => {
  const dockerfile = parseDockerfile(sample);
  expect(dockerfile.preamble.map((i) => i.keyword)).toEqual(['ARG']);
  expect(dockerfile.stages.map((stage) => [stage.image, stage.name, stage.line])).toEqual([
    ['${BASE}', 'build', 3],
    ['node:24.19.0-bookworm-slim', undefined, 8],
  ]);
});

test('reads npm commands, COPY sources, variables and the healthcheck', () => {
  const [build, final] = parseDockerfile(sample).stages;
  const run = build?.instructions[0];
  expect(run && npmCommandsOf(run)).toEqual([
    {
      command: 'ci',
      workspaces: ['services/auth', 'shared'],
      options: ['--include-workspace-root', '--ignore-scripts'],
    },
    { command: 'run', script: 'build', workspaces: ['shared'], options: [] },
  ]);
  const [env, legacy, fromStage, json, healthcheck] = final?.instructions ?? [];
  expect(env && variablesOf(env)).toEqual([
    { name: 'NODE_ENV', value: 'production' },
    { name: 'PORT', value: '8081' },
  ]);
  expect(legacy && variablesOf(legacy)).toEqual([{ name: 'LEGACY', value: 'some value' }]);
  expect(fromStage && copyOf(fromStage)).toEqual({
    from: 'build',
    sources: ['/app/shared/dist'],
    destination: 'shared/dist',
    line: 11,
  });
  expect(json && copyOf(json)).toMatchObject({ sources: ['a b.json', 'c.json'], destination: './' });
  expect(healthcheck && healthcheckOf(healthcheck)).toEqual({
    type: 'CMD',
    command: ['node', 'check.cjs', '/healthz'],
  });
  expect(words(`echo "a b" 'c'`)).toEqual(['echo', 'a b', 'c']);
});

test('refuses what it cannot read rather than guessing', () => {
  expect(() => parseInstructions('FROM x\nRUN <<EOF\necho\nEOF')).toThrow(/heredocs/);
  expect(() => parseInstructions('# escape=`\nFROM x')).toThrow(/escape/);
});
