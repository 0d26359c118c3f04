import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import { Button, Space, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { AssistantAction } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useApproveActionMutation } from '../../common/api/assistant-api';
import { chatStore } from '../hooks/chat-store';

const texts = assistantTexts.chat;

/**
 * An answer's buttons. `approve` changes something and runs on this click only (once: the button
 * then says what it did); `navigate` opens a page of the app; `prompt` and `retry` ask a question.
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
  const [done, setDone] = useState<Record<string, string>>({});
  if (actions.length === 0) return null;
  const hasApprovals = actions.some((action) => action.handler === 'approve');

  const run = async (action: AssistantAction) => {
    if (action.handler === 'prompt' || action.handler === 'retry') {
      if (action.prompt) onAsk(action.prompt);
      return;
    }
    if (action.handler === 'navigate') {
      const href = typeof action.data.href === 'string' ? action.data.href : null;
      // Only the app's own pages: an answer never sends the owner elsewhere.
      if (href?.startsWith('/') && !href.startsWith('//')) {
        chatStore.close();
        void navigate(href);
      }
      return;
    }
    setBusy(action.id);
    const result = await approve({ id: action.id, type: action.type });
    setBusy(null);
    if ('error' in result) {
      // A refusal the owner can act on (a limit reached, already done) is said as the service says it.
      const error = toErrorBody(result.error);
      toast.error(
        error.status === 409 || error.status === 404
          ? { title: texts.approveFailed.title, description: error.message }
          : texts.approveFailed,
      );
      return;
    }
    setDone((previous) => ({ ...previous, [action.id]: result.data.outcome }));
    toast.success(result.data.outcome);
  };

  return (
    <div style={{ marginTop: token.marginXS }}>
      <Space wrap size={[8, 8]}>
        {actions.map((action) =>
          done[action.id] ? (
            <Button key={action.id} size="small" disabled icon={<CheckOutlined />}>
              {done[action.id]}
            </Button>
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
