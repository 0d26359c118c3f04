import { theme } from 'antd';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Link, Text } from '@scp/shared/client/typography';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { PickedAccount } from '../lib/post-draft';
import type { PublishableAccount } from '../lib/publishable-accounts';

const texts = studioTexts.editor.accounts;

/** The owner's connected accounts a post can go to, each a checkbox with its platform's mark. */
export function AccountPicker({
  accounts,
  isPicked,
  onToggle,
  disabled = false,
}: {
  accounts: readonly PublishableAccount[];
  isPicked: (account: PickedAccount) => boolean;
  onToggle: (account: PickedAccount, picked: boolean) => void;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>
        <Text strong>{texts.legend}</Text>
      </legend>
      {accounts.length === 0 ? (
        <Text type="secondary">
          {texts.none}{' '}
          <Link href={settingsPaths.tab('integrations')} style={{ textDecoration: 'underline' }}>
            {texts.connect}
          </Link>
        </Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {accounts.map((account) => (
            <li key={`${account.platform}:${account.accountId}`}>
              <AccountOption
                account={account}
                picked={isPicked(account)}
                disabled={disabled || (!account.usable && !isPicked(account))}
                onToggle={onToggle}
                borderColor={token.colorBorder}
                pickedColor={token.colorPrimary}
                pickedBackground={token.colorPrimaryBg}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function AccountOption({
  account,
  picked,
  disabled,
  onToggle,
  borderColor,
  pickedColor,
  pickedBackground,
}: {
  account: PublishableAccount;
  picked: boolean;
  disabled: boolean;
  onToggle: (account: PickedAccount, picked: boolean) => void;
  borderColor: string;
  pickedColor: string;
  pickedBackground: string;
}) {
  const platformName = studioTexts.platformNames[account.platform];
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px 6px 8px',
        borderRadius: 999,
        border: `1px solid ${picked ? pickedColor : borderColor}`,
        background: picked ? pickedBackground : 'transparent',
        cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <input
        type="checkbox"
        checked={picked}
        disabled={disabled}
        onChange={(event) =>
          onToggle({ platform: account.platform, accountId: account.accountId }, event.target.checked)
        }
        aria-describedby={account.usable ? undefined : `reauth-${account.platform}-${account.accountId}`}
      />
      <PlatformMark platform={account.platform} size={18} />
      <span>
        {account.displayName}
        <Text type="secondary" style={{ fontSize: 12 }}>
          {' '}
          · {platformName}
          {account.identifier && account.identifier !== account.displayName ? ` ${account.identifier}` : ''}
        </Text>
      </span>
      {!account.usable && (
        <Text id={`reauth-${account.platform}-${account.accountId}`} type="warning" style={{ fontSize: 12 }}>
          {texts.needsReauth}
        </Text>
      )}
    </label>
  );
}
