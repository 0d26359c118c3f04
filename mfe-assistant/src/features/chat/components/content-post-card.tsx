import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { Button, theme } from 'antd';
import { useToast } from '@scp/shared/client/use-toast';
import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';

const texts = assistantTexts.chat;

/** A day as the service sent it; a time (UTC) in the owner's own time zone. */
function scheduledWords(scheduled: string): string {
  if (!scheduled.includes('T')) return texts.suggestedDay(scheduled);
  const when = new Date(scheduled);
  if (Number.isNaN(when.getTime())) return texts.suggestedDay(scheduled.slice(0, 10));
  return texts.suggestedTime(
    when.toLocaleString(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
}

/** A drafted post: its caption as it would be published, hashtags included, and its tips. */
export function ContentPostCard({ post }: { post: ContentPost }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const platform = platforms[post.platform].label;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(post.caption);
      toast.success(texts.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the caption stays selectable.
    }
  };
  return (
    <article
      aria-label={texts.postFor(platform)}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{texts.postFor(platform)}</strong>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
          {texts.copy}
        </Button>
      </div>
      <p style={{ whiteSpace: 'pre-wrap', margin: `${token.marginXS}px 0` }}>{post.caption}</p>
      {post.scheduledTime && (
        <p style={{ margin: 0, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {scheduledWords(post.scheduledTime)}
        </p>
      )}
      {post.tips.length > 0 && (
        <ul
          style={{
            margin: `${token.marginXS}px 0 0`,
            paddingInlineStart: 18,
            fontSize: token.fontSizeSM,
            color: token.colorTextSecondary,
          }}
        >
          {post.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
