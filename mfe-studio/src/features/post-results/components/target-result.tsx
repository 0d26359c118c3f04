import { toErrorBody } from '@scp/shared/client/api';
import { useListConnectedAccountsQuery } from '@scp/shared/client/settings/integrations-api';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { useToast } from '@scp/shared/client/use-toast';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import type { PostTarget } from '@scp/shared/contracts/studio/studio-api';
import type { TargetState } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../common/lib/zoned-time';
import { useRetryTargetMutation } from '../api/post-results-api';

const texts = studioTexts.postResults;

type Token = ReturnType<typeof theme.useToken>['token'];

function stateColour(token: Token, state: TargetState): string {
  switch (state) {
    case 'published':
      return token.colorSuccessText;
    case 'failed':
      return token.colorErrorText;
    case 'needs_reauth':
      return token.colorWarningText;
    default:
      return token.colorTextSecondary;
  }
}

/**
 * One account of a post gone out: its platform's mark and name, what became of the post there in
 * words, and what the owner can do: open it on the platform, retry it, or reconnect the account.
 */
export function TargetResult({ postId, target, timeZone }: { postId: string; target: PostTarget; timeZone: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [retry, retrying] = useRetryTargetMutation();
  const { state, permalink, words, at } = target.result;
  const platform = studioTexts.platformNames[target.platform];
  // An account whose token was refused can be retried once the owner has connected it again (the
  // service checks the same with settings before it sends anything).
  const accounts = useListConnectedAccountsQuery(undefined, { skip: state !== 'needs_reauth' });
  const reconnected =
    state === 'needs_reauth' &&
    (accounts.data?.accounts ?? []).some(
      (one) => one.platform === target.platform && one.accountId === target.accountId && one.status !== 'needs_reauth',
    );

  async function retryIt() {
    try {
      await retry({ postId, platform: target.platform, accountId: target.accountId }).unwrap();
      toast.info(texts.retried(platform));
    } catch (error) {
      toast.error({ title: texts.retryFailed, description: toErrorBody(error).message });
    }
  }

  return (
    <li
      data-target-result={`${target.platform}:${target.accountId}`}
      data-state={state}
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 4,
        padding: `${token.paddingXS}px 0`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
        <PlatformMark platform={target.platform} size={16} />
        <span style={{ fontWeight: 600 }}>{platform}</span>{' '}
        <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{target.displayName}</span>{' '}
        <span style={{ color: stateColour(token, state), fontWeight: 600 }}>· {texts.states[state]}</span>{' '}
        {at && (state === 'published' || state === 'failed') && (
          <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>
            {texts.at(formatDateTime(at, timeZone))}
          </span>
        )}
      </div>
      {state === 'published' && permalink && (
        <a href={permalink} target="_blank" rel="noopener noreferrer">
          {texts.viewOn(platform)}
        </a>
      )}
      {(state === 'failed' || reconnected) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
          <span
            style={{
              color: reconnected ? token.colorTextSecondary : token.colorErrorText,
              minWidth: 0,
              flex: '1 1 240px',
            }}
          >
            {reconnected ? texts.reconnected : (words ?? texts.noWords)}
          </span>
          <Button
            size="small"
            onClick={() => void retryIt()}
            loading={retrying.isLoading}
            aria-label={texts.retryLabel(platform, target.displayName)}
          >
            {texts.retry}
          </Button>
        </div>
      )}
      {state === 'needs_reauth' && !reconnected && (
        <div style={{ display: 'grid', gap: 2 }}>
          {words && <span style={{ color: token.colorWarningText }}>{words}</span>}
          <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{texts.reconnectHint}</span>
          <Link to={settingsPaths.tab('integrations')}>{texts.reconnect}</Link>
        </div>
      )}
    </li>
  );
}
