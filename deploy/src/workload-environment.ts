import { readFileSync } from 'node:fs';
import type { RenderedResource } from './kustomize-build';

/** The environment variables a rendered container gets, and where each comes from. */

export interface EnvEntry {
  from: 'configMap' | 'secret' | 'literal';
  /** The ConfigMap or Secret, or `env` for a literal. */
  source: string;
  value?: string;
}

interface Container {
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
}

/** `KEY=value` lines as `kubectl create secret generic --from-env-file` reads them: comments and blanks skipped. */
export function readEnvFile(file: string): Map<string, string> {
  return new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => {
        const separator = line.indexOf('=');
        return [line.slice(0, separator), line.slice(separator + 1)] as [string, string];
      }),
  );
}

/**
 * envFrom in order (a later source wins), then env, as the kubelet resolves them. ConfigMaps are
 * read from the render; a Secret's keys and values from `secret(name)` (its env file), since the
 * manifests never hold one.
 */
export function containerEnvironment(
  render: RenderedResource[],
  container: Container,
  secret: (name: string) => Map<string, string> | undefined,
): Map<string, EnvEntry> {
  const env = new Map<string, EnvEntry>();
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const name = source.configMapRef.name;
      const configMap = render.find(({ object }) => object.kind === 'ConfigMap' && object.metadata.name === name);
      for (const [key, value] of Object.entries((configMap?.object.data as Record<string, string>) ?? {})) {
        env.set(key, { from: 'configMap', source: name, value });
      }
    }
    if (source.secretRef) {
      for (const [key, value] of secret(source.secretRef.name) ?? []) {
        env.set(key, { from: 'secret', source: source.secretRef.name, value });
      }
    }
  }
  for (const variable of container.env ?? []) {
    const reference = variable.valueFrom?.secretKeyRef;
    env.set(
      variable.name,
      reference
        ? { from: 'secret', source: reference.name, value: secret(reference.name)?.get(reference.key) }
        : { from: 'literal', source: 'env', value: variable.value },
    );
  }
  return env;
}
