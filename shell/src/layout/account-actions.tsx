import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { Button, Space, Switch, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Text } from '@scp/shared/client/typography';
import { useAppSelector } from '@scp/shared/client/hooks';
import { toErrorBody } from '@scp/shared/client/api';
import { useSignOutMutation, useUpdateUserMetadataMutation } from '@scp/shared/client/session-api';
import { selectSessionStatus, selectSessionUser } from '@scp/shared/client/session-slice';
import { useToast } from '@scp/shared/client/use-toast';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { navigationTexts } from '@scp/shared/contracts/app/navigation-texts';
import { useThemeMode } from '../theme/theme-mode';

const darkModeLabel = 'Dark Mode';

/** Applies the theme at once; a signed-in user's choice is saved to the account (entities: dark_mode). */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const { mode, setMode } = useThemeMode();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const [updateMetadata] = useUpdateUserMetadataMutation();
  const toast = useToast();
  const toggle = (dark: boolean) => {
    setMode(dark ? 'dark' : 'light');
    if (!signedIn) return;
    updateMetadata({ dark_mode: dark })
      .unwrap()
      .catch((error: unknown) => {
        setMode(dark ? 'light' : 'dark');
        toast.error({
          title: appTexts.preferences.updateFailedTitle,
          description: appTexts.preferences.couldNotSaveSetting(toErrorBody(error).message),
        });
      });
  };
  return (
    <Space>
      <Switch
        aria-label={darkModeLabel}
        checked={mode === 'dark'}
        onChange={toggle}
        size={compact ? 'small' : 'medium'}
      />
      {!compact && <Text>{darkModeLabel}</Text>}
    </Space>
  );
}

/** Signs out at the gateway (the slice is cleared even if it cannot be reached), then goes to /auth. */
export function SignOutButton({ compact = false, onDone }: { compact?: boolean; onDone?: () => void }) {
  const status = useAppSelector(selectSessionStatus);
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  if (status !== 'signedIn') return null;
  const label = navigationTexts.drawer.signOut;
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

/** Who is signed in: the avatar (or an initial) and name, linking to the profile where both change. */
export function AccountBadge({ compact = false }: { compact?: boolean }) {
  const user = useAppSelector(selectSessionUser);
  const { token } = theme.useToken();
  if (!user) return null;
  const name = user.user_metadata.full_name || user.email;
  const size = 32;
  return (
    <Link
      to="/settings/profile"
      aria-label={compact ? name : undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText, minWidth: 0 }}
    >
      {user.user_metadata.avatar_url ? (
        <img
          src={user.user_metadata.avatar_url}
          alt=""
          width={size}
          height={size}
          style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
        />
      ) : (
        <span
          aria-hidden
          style={{
            width: size,
            height: size,
            flex: 'none',
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: token.colorFillSecondary,
            fontWeight: 600,
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {!compact && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>}
    </Link>
  );
}
