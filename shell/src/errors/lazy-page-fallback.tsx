import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { ResultView } from '@scp/shared/client/result-view';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

/** Suspense fallback of a lazy page: a skeleton, and after 10 s an offer to reload (screens and routes: Layout). */
export function LazyPageFallback() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), layout.lazyPageNoticeMs);
    return () => clearTimeout(timer);
  }, []);
  if (slow) {
    return (
      <ResultView
        status="warning"
        title={appTexts.shell.lazyPageSlow}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {appTexts.shell.refreshPage}
          </Button>
        }
      />
    );
  }
  return (
    <div role="status" aria-label="Loading page" style={{ padding: 24 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
