import { Text } from '@scp/shared/client/typography';
import { Button, theme } from 'antd';

/** A read that failed: what could not be loaded, and Try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'center' }}>
      <Text type="danger">{message}</Text>
      <Button size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
