import { ConfigProvider } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { ownSharedCopies } from './own-shared-copies';

const AntdAppTheme = lazy(() => import('./antd-app-theme'));

function usesOwnAntdCopy(): boolean {
  for (const copy of ownSharedCopies()) {
    if ((copy as { ConfigProvider?: unknown }).ConfigProvider === ConfigProvider) return true;
  }
  return false;
}

/**
 * Wraps what a remote exposes. Normally a pass-through: the remote's antd is the shell's copy, under
 * the shell's ConfigProvider (the app theme). When the remote runs on its own antd copy (its version
 * uses an export the deployed shell's copy lacks, see shared-exports-fallback.ts), nothing above
 * themes that copy: the app theme is applied again with it, and loaded only then.
 */
export function withAntdThemeBridge<Props extends object>(Exposed: ComponentType<Props>): ComponentType<Props> {
  return function AntdThemeBridge(props: Props) {
    if (!usesOwnAntdCopy()) return <Exposed {...props} />;
    return (
      <Suspense fallback={null}>
        <AntdAppTheme>
          <Exposed {...props} />
        </AntdAppTheme>
      </Suspense>
    );
  };
}
