import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ResultView } from '@scp/shared/client/result-view';
import { ErrorBoundary } from '@scp/shared/client/error-boundary';
import { reportError } from '@scp/shared/client/error-reporting';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

function CriticalAppErrorPage() {
  return (
    <ResultView
      status="error"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{appTexts.errors.criticalAppError}</h1>}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {appTexts.shell.refreshPage}
        </Button>
      }
    />
  );
}

/** The whole-app fallback (screens and routes: Layout): whatever escapes every other boundary lands here. */
export function CriticalAppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<CriticalAppErrorPage />}
      onError={(error) => {
        console.error('Critical app error', error);
        reportError(error, 'App');
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
