import { Button, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

const texts = responderTexts.screens;

/** An empty list's sentence ('No tasks', 'Inbox empty'). */
export function EmptyText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <p style={{ margin: `${token.marginSM}px 0`, color: token.colorTextDescription, textAlign: 'center' }}>
      {children}
    </p>
  );
}

/** A list that could not be read, with a way to read it again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ margin: `${token.marginSM}px 0`, textAlign: 'center' }}>
      <p style={{ margin: `0 0 ${token.marginXS}px`, color: token.colorTextDescription }}>{texts.loadFailed}</p>
      <Button size="small" onClick={onRetry}>
        {texts.tryAgain}
      </Button>
    </div>
  );
}

/**
 * What a list shows while it loads, when it failed, or when it is empty; otherwise `children`.
 * `empty` is only consulted once loaded.
 */
export function ListStates({
  loading,
  failed,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (failed) return <LoadFailed onRetry={onRetry} />;
  if (empty) return <EmptyText>{emptyText}</EmptyText>;
  return <>{children}</>;
}
