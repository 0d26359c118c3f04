import { Button, theme } from 'antd';
import { useId } from 'react';
import type { FeedItem } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import { authorOf } from './use-save-to-moodboard';

const texts = inspirationTexts.feed;
const countOf = (value: number) => new Intl.NumberFormat('en-US').format(value);
const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/**
 * One post of the feed: whose it is (or the hashtag it was found by), its words, when and how it
 * did, a link to it on its platform, 'Save' and 'Use as inspiration'. Another account's media is
 * never shown or copied here: the link is how to see it.
 */
export function FeedItemCard(props: {
  item: FeedItem;
  saved: boolean;
  busy: boolean;
  onSave: () => void;
  onUse: () => void;
}) {
  const { item, saved, busy, onSave, onUse } = props;
  const { token } = theme.useToken();
  const id = useId();
  const label = `${inspirationTexts.platformName(item.platform)} · ${authorOf(item)}`;
  return (
    <article
      aria-labelledby={`${id}-title`}
      style={{
        display: 'grid',
        gap: token.marginXS,
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        minWidth: 0,
      }}
    >
      <h2 id={`${id}-title`} style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600 }}>
        {label}
      </h2>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
        {item.source.kind === 'competitor' && item.source.name ? `${item.source.name} · ` : ''}
        {item.format ? `${inspirationTexts.formatName(item.format)} · ` : ''}
        <time dateTime={item.postedAt}>{dateOf(item.postedAt)} UTC</time>
      </span>
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{item.caption}</p>
      <span style={{ fontSize: token.fontSizeSM }}>{texts.engagement(countOf(item.engagement))}</span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'center' }}>
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${texts.viewOriginal}: ${label}`}
            style={{ textDecoration: 'underline' }}
          >
            {texts.viewOriginal}
          </a>
        ) : (
          <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{texts.noLink}</span>
        )}
        <Button
          onClick={onSave}
          disabled={!item.url || saved}
          loading={busy}
          aria-label={`${saved ? texts.savedButton : texts.save}: ${label}`}
        >
          {saved ? texts.savedButton : texts.save}
        </Button>
        <Button onClick={onUse} disabled={!item.url || busy} aria-label={`${texts.useAsInspiration}: ${label}`}>
          {texts.useAsInspiration}
        </Button>
      </div>
    </article>
  );
}
