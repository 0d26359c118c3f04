import { theme } from 'antd';
import type { ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { AnswerActions } from './answer-actions';
import { AnswerChart } from './answer-chart';
import { ContentPostCard } from './content-post-card';

const texts = assistantTexts.chat;

/** One answer: its words, the figures behind them (chart and days), the drafts, and its buttons. */
export function AnswerView({ answer, onAsk }: { answer: ProcessResponse; onAsk: (query: string) => void }) {
  const { token } = theme.useToken();
  const range = answer.metadata.date_range;
  const fallback = answer.metadata.fallback;
  return (
    <div style={{ display: 'grid', gap: token.marginXS }}>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.response}</p>
      {answer.visual_data && <AnswerChart visual={answer.visual_data} />}
      {range && (
        <p style={{ margin: 0, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {texts.dataRange(range.start, range.end)}
        </p>
      )}
      {fallback && (
        // The model configured did not answer this one: the built-in analyst did (docs/product.md, The assistant's figures).
        <p style={{ margin: 0, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {texts.fallbackNote[fallback.reason](fallback.model)}
        </p>
      )}
      {answer.content_posts.map((post) => (
        <ContentPostCard key={post.platform} post={post} />
      ))}
      <AnswerActions actions={[...answer.actions, ...answer.suggested_actions]} onAsk={onAsk} />
    </div>
  );
}
