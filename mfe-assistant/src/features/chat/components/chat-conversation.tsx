import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { Button, Spin, theme } from 'antd';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextArea } from '@scp/shared/client/text-input';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { assistantLimits } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useChatState } from '../hooks/chat-store';
import { useAsk } from '../hooks/use-ask';
import { AnswerView } from './answer-view';

const texts = assistantTexts.chat;

/** The messages of the chat and the question field: the panel's body, and /test/chatbot's page. */
export function ChatConversation({ autoFocus = false }: { autoFocus?: boolean }) {
  const { token } = theme.useToken();
  const { messages, pending } = useChatState();
  const ask = useAsk();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus) document.getElementById(inputId)?.focus();
  }, [autoFocus, inputId]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || pending) return;
    void ask(draft);
    setDraft('');
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <div
        role="log"
        aria-live="polite"
        aria-label={texts.conversation}
        style={{
          flex: 1,
          overflowY: 'auto',
          padding: token.padding,
          display: 'grid',
          gap: token.margin,
          alignContent: 'start',
        }}
      >
        {messages.length === 0 && (
          <div style={{ color: token.colorTextSecondary }}>
            <p style={{ margin: 0, fontWeight: 600, color: token.colorText }}>{texts.emptyTitle}</p>
            <p style={{ margin: 0 }}>{texts.emptyBody}</p>
          </div>
        )}
        {messages.map((message) =>
          message.role === 'user' ? (
            <div
              key={message.id}
              style={{
                justifySelf: 'end',
                maxWidth: '85%',
                background: token.colorPrimaryBg,
                borderRadius: token.borderRadiusLG,
                padding: `${token.paddingXS}px ${token.paddingSM}px`,
                whiteSpace: 'pre-wrap',
              }}
            >
              <span style={visuallyHidden}>{texts.you}: </span>
              {message.text}
            </div>
          ) : (
            <div
              key={message.id}
              style={{
                background: token.colorFillQuaternary,
                borderRadius: token.borderRadiusLG,
                padding: token.paddingSM,
              }}
            >
              <span style={visuallyHidden}>{assistantTexts.assistant.name}: </span>
              {message.answer ? (
                <AnswerView answer={message.answer} onAsk={(query) => void ask(query)} />
              ) : (
                <>
                  <p style={{ margin: 0 }}>{message.text}</p>
                  {message.retryQuery && (
                    <Button
                      size="small"
                      style={{ marginTop: token.marginXS }}
                      onClick={() => void ask(message.retryQuery ?? '')}
                    >
                      {assistantTexts.assistant.tryAgain}
                    </Button>
                  )}
                </>
              )}
            </div>
          ),
        )}
        {pending && (
          <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center', color: token.colorTextSecondary }}>
            <Spin size="small" /> {texts.thinking}
          </div>
        )}
        <div ref={end} />
      </div>
      <form
        onSubmit={send}
        style={{
          display: 'flex',
          gap: 8,
          padding: token.paddingSM,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <label htmlFor={inputId} style={visuallyHidden}>
          {texts.inputLabel}
        </label>
        <TextArea
          id={inputId}
          rows={2}
          value={draft}
          maxLength={assistantLimits.queryMax}
          placeholder={texts.inputPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line, as in every chat.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
          }}
          style={{ flex: 1, resize: 'none' }}
        />
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          disabled={!draft.trim() || pending}
          aria-label={texts.send}
        />
      </form>
    </div>
  );
}
