import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@scp/shared/client/error-reporting';
import { ResultView } from '@scp/shared/client/result-view';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

/** The router's error element (screens and routes: Layout): any error thrown while rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
    reportError(error, 'Route');
  }, [error]);
  return (
    <ResultView
      status="error"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{appTexts.errors.routingError}</h1>}
      extra={
        // A full load, not a client navigation: the router that failed is left behind.
        <Button type="primary" href="/">
          {appTexts.errors.goToDashboard}
        </Button>
      }
    />
  );
}
