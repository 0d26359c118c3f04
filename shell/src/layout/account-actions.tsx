import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { Button, Space, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@scp/shared/client/hooks';
import { useSignOutMutation } from '@scp/shared/client/session-api';
import { selectSessionStatus } from '@scp/shared/client/session-slice';
import { messages } from '@scp/shared/contracts/messages';
import { useThemeMode } from '../theme/theme-mode';

const darkModeLabel = 'Dark Mode';

export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const { mode, toggle } = useThemeMode();
  return (
    <Space>
      <Switch
        aria-label={darkModeLabel}
        checked={mode === 'dark'}
        onChange={toggle}
        size={compact ? 'small' : 'medium'}
      />
      {!compact && <Typography.Text>{darkModeLabel}</Typography.Text>}
    </Space>
  );
}

/** Signs out at the gateway (the slice is cleared even if it cannot be reached), then goes to /auth. */
export function SignOutButton({ compact = false, onDone }: { compact?: boolean; onDone?: () => void }) {
  const status = useAppSelector(selectSessionStatus);
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  if (status !== 'signedIn') return null;
  const label = messages.shell.drawer.signOut;
  return (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      aria-label={label}
      loading={isLoading}
      block={!compact}
      style={{ justifyContent: compact ? 'center' : 'flex-start' }}
      onClick={async () => {
        await signOut()
          .unwrap()
          .catch(() => undefined);
        onDone?.();
        navigate('/auth', { replace: true });
      }}
    >
      {compact ? null : label}
    </Button>
  );
}
