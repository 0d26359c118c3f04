import { Button } from 'antd';
import { Link } from 'react-router';
import { ResultView } from '@scp/shared/client/result-view';
import { appTexts } from '@scp/shared/contracts/app/app-texts';

/** The catch-all route. */
export function NotFoundPage() {
  return (
    <ResultView
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Page not found</h1>}
      subTitle="The page you are looking for does not exist."
      extra={
        <Link to="/">
          <Button type="primary">{appTexts.errors.goToDashboard}</Button>
        </Link>
      }
    />
  );
}
