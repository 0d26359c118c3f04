import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import type { RemoteName } from '../contracts/remotes';
import { ErrorBoundary } from './error-boundary';
import { loadRemoteModule } from './remote-loader';

type AnyProps = Record<string, unknown>;
type RemoteComponent = LazyExoticComponent<ComponentType<AnyProps>>;

const components = new Map<string, RemoteComponent>();

/**
 * One lazy component per exposed module, so re-renders keep the mounted widget. A failed load is
 * forgotten, so the next mount (a refresh of that area) tries again instead of replaying the error.
 */
function remoteComponent(remote: RemoteName, module: string): RemoteComponent {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const loaded = await loadRemoteModule<{ default?: ComponentType<AnyProps> }>(remote, module);
        if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
          throw new Error(`${key} has no default export component`);
        }
        return { default: loaded.default };
      } catch (error) {
        components.delete(key);
        throw error;
      }
    });
    components.set(key, component);
  }
  return component;
}

export type RemoteSlotProps = {
  /** The remote that exposes the widget, e.g. 'responder'. */
  remote: RemoteName;
  /** The exposed module without './', e.g. 'response-flow-card'. */
  module: string;
  /** Shown when the remote or the widget cannot be loaded, or the widget throws. */
  fallback: ReactNode;
  /** Shown while the widget loads (nothing by default). */
  loading?: ReactNode;
} & AnyProps;

/**
 * The only way one remote shows another's widget (docs/architecture.md, The front end): loaded by name at run time,
 * with its own error boundary so a missing or broken widget never takes its host area down.
 * Other props are passed to the widget.
 */
export function RemoteSlot({ remote, module, fallback, loading = null, ...props }: RemoteSlotProps) {
  const Widget = remoteComponent(remote, module);
  return (
    <ErrorBoundary fallback={fallback} resetKey={`${remote}/${module}`}>
      <Suspense fallback={loading}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
