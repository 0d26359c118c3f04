import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { Button, Space, theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { AssistantAction } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { useApproveActionMutation } from '../../common/api/assistant-api';
import { chatStore } from '../hooks/chat-store';

const texts = assistantTexts.chat;

/** What an approved action did: its words on the button, and the page that shows what it made. */
interface Done {
  outcome: string;
  href?: string;
}

/** Only the app's own pages: an answer never sends the owner elsewhere. */
const isAppPath = (href: string | null | undefined): href is string =>
  !!href && href.startsWith('/') && !href.startsWith('//');

/**
 * An answer's buttons. `approve` changes something and runs on this click only (once: the button
 * then says what it did); `navigate` opens a page of the app; `prompt` and `retry` ask a question.
 * A saved draft is the studio's: its links open it there and the studio's list of all drafts.
 */
export function AnswerActions({
  actions,
  onAsk,
}: {
  actions: readonly AssistantAction[];
  onAsk: (query: string) => void;
}) {
  const { token } = theme.useToken();
  const toast = useToast();
  const navigate = useNavigate();
  const [approve] = useApproveActionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<Record<string, Done>>({});
  if (actions.length === 0) return null;
  const hasApprovals = actions.some((action) => action.handler === 'approve');

  const run = async (action: AssistantAction) => {
    if (action.handler === 'prompt' || action.handler === 'retry') {
      if (action.prompt) onAsk(action.prompt);
      return;
    }
    if (action.handler === 'navigate') {
      const href = typeof action.data.href === 'string' ? action.data.href : null;
      if (isAppPath(href)) {
        chatStore.close();
        void navigate(href);
      }
      return;
    }
    setBusy(action.id);
    const result = await approve({ id: action.id, type: action.type });
    setBusy(null);
    if ('error' in result) {
      // A refusal the owner can act on (a limit reached, already done, the studio away for a moment)
      // is said as the service says it.
      const error = toErrorBody(result.error);
      toast.error(
        error.status === 409 || error.status === 404 || error.status === 503
          ? { title: texts.approveFailed.title, description: error.message }
          : texts.approveFailed,
      );
      return;
    }
    const { outcome, href } = result.data;
    setDone((previous) => ({ ...previous, [action.id]: { outcome, href: isAppPath(href) ? href : undefined } }));
    toast.success(result.data.outcome);
  };

  return (
    <div style={{ marginTop: token.marginXS }}>
      <Space wrap size={[8, 8]}>
        {actions.map((action) =>
          done[action.id] ? (
            <Space key={action.id} size={[8, 8]} wrap>
              <Button size="small" disabled icon={<CheckOutlined />}>
                {done[action.id]?.outcome}
              </Button>
              {done[action.id]?.href && (
                <Link to={done[action.id]?.href ?? ''} onClick={() => chatStore.close()}>
                  {texts.openDraft}
                </Link>
              )}
              {action.type === 'save_draft' && (
                <Link to={studioPaths.calendarDrafts} onClick={() => chatStore.close()}>
                  {texts.allDrafts}
                </Link>
              )}
            </Space>
          ) : (
            <Button
              key={action.id}
              size="small"
              type={action.primary ? 'primary' : 'default'}
              loading={busy === action.id}
              disabled={busy !== null && busy !== action.id}
              onClick={() => void run(action)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Space>
      {hasApprovals && (
        <p style={{ margin: `${token.marginXXS}px 0 0`, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {texts.approveNote}
        </p>
      )}
    </div>
  );
}
