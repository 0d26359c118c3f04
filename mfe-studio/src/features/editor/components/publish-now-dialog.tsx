import { Dialog } from '@scp/shared/client/dialog';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';

const texts = studioTexts.publishNow;

export interface PublishNowAccount {
  platform: PostPlatform;
  accountId: string;
  /** The account's name as the owner knows it. */
  name: string;
}

/**
 * 'Publish now' asks first: a post that goes out cannot be taken back, so the dialog names every
 * account it goes to. Cancel (or Escape) changes nothing.
 */
export function PublishNowDialog({
  open,
  accounts,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  accounts: readonly PublishNowAccount[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={texts.confirmTitle}
      footer={
        <>
          <Button onClick={onCancel}>{texts.cancel}</Button>
          <Button type="primary" onClick={onConfirm}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <p style={{ margin: `0 0 ${token.marginXS}px` }}>{texts.confirmBody(accounts.length)}</p>
      <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
        {accounts.map((account) => (
          <li
            key={`${account.platform}:${account.accountId}`}
            style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}
          >
            <PlatformMark platform={account.platform} size={16} />
            {texts.account(studioTexts.platformNames[account.platform], account.name)}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
