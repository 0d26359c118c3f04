import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import { Button, Space, Spin, theme } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Paragraph, Text } from '@scp/shared/client/typography';
import { Sheet } from '@scp/shared/client/sheet';
import { useToast } from '@scp/shared/client/use-toast';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { integrations, platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { useDisconnectAccountMutation } from '@scp/shared/client/settings/integrations-api';

const texts = integrationsTexts.integrations;
const tabTexts = integrationsTexts.tab;

type Phase = 'confirm' | 'working' | 'done';

/**
 * The disconnect flow (states and transitions): a confirmation naming the account, then 'Disconnecting...'
 * (the dialog cannot be closed meanwhile: Escape, the backdrop and × do nothing), then 'Successfully
 * Disconnected!', closing by itself after 1.5 s with the 'Account Disconnected' toast. A failure
 * says so in a toast and the dialog can be closed again. The account is a copy taken when the dialog
 * opened: the list drops it as soon as the server answers, while the dialog still shows it.
 * The account's synced history stays unless the owner ticks 'Also delete its synced history'.
 */
export function DisconnectDialog({ account, onClose }: { account: ConnectedAccount | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const [disconnect] = useDisconnectAccountMutation();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>('confirm');
  const [deleteHistory, setDeleteHistory] = useState(false);
  const deleteHistoryId = useId();
  const finished = useRef(false);

  function finish() {
    if (finished.current) return;
    finished.current = true;
    toast.success(texts.accountDisconnected);
    onClose();
  }
  // The latest `finish` for the timer below, without restarting it on every render.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => finishRef.current(), integrations.disconnectDialogAutoCloseMs);
    return () => clearTimeout(timer);
  }, [phase]);

  function close() {
    if (phase === 'working') return;
    if (phase === 'done') finish();
    else onClose();
  }

  async function confirm() {
    if (!account) return;
    setPhase('working');
    try {
      await disconnect({ platform: account.platform, accountId: account.accountId, deleteHistory }).unwrap();
      setPhase('done');
    } catch {
      toast.error(texts.disconnectFailed);
      setPhase('confirm');
    }
  }

  const statusText = phase === 'working' ? texts.disconnecting : phase === 'done' ? texts.successfullyDisconnected : '';
  return (
    <Sheet open={account !== null} title={tabTexts.disconnectDialog.title} onClose={close}>
      {account && (
        <>
          <Paragraph>
            {tabTexts.disconnectDialog.question(
              `${account.displayName} (${account.identifier})`,
              platforms[account.platform].label,
            )}
          </Paragraph>
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: 16 }}>
            <input
              id={deleteHistoryId}
              type="checkbox"
              checked={deleteHistory}
              disabled={phase !== 'confirm'}
              onChange={(event) => setDeleteHistory(event.target.checked)}
              aria-describedby={`${deleteHistoryId}-hint`}
              style={{ marginTop: 4, accentColor: token.colorPrimary }}
            />
            <div>
              <label htmlFor={deleteHistoryId}>
                <Text>{tabTexts.disconnectDialog.deleteHistory}</Text>
              </label>
              <Text
                id={`${deleteHistoryId}-hint`}
                type="secondary"
                style={{ display: 'block', fontSize: token.fontSizeSM }}
              >
                {tabTexts.disconnectDialog.deleteHistoryHint}
              </Text>
            </div>
          </div>
          {/* One live region from the start, so each change of state is announced. */}
          <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 24, marginBottom: 16 }}>
            {phase === 'working' && <Spin size="small" />}
            {phase === 'done' && <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />}
            {statusText}
          </div>
          {phase === 'confirm' && (
            <Space>
              <Button onClick={close}>{tabTexts.cancel}</Button>
              <Button type="primary" onClick={() => void confirm()}>
                {tabTexts.disconnect}
              </Button>
            </Space>
          )}
        </>
      )}
    </Sheet>
  );
}
