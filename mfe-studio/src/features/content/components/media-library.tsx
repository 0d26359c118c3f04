import { Text } from '@scp/shared/client/typography';
import type { StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../common/components/load-failed';
import { useListStudioMediaQuery } from '../api/content-api';
import { useReuse } from '../hooks/use-reuse';

const texts = studioTexts.content;

function MediaCard({ item, onUse, busy }: { item: StudioMedia; onUse: () => void; busy: boolean }) {
  const { token } = theme.useToken();
  const alt = item.alt.trim();
  return (
    <li
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: token.marginXS,
        alignContent: 'start',
        padding: token.paddingXS,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {item.type === 'image' ? (
        <img
          src={item.url}
          alt={alt}
          loading="lazy"
          style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: token.borderRadius }}
        />
      ) : (
        <video
          src={item.url}
          preload="metadata"
          muted
          controls
          aria-label={alt || texts.noAlt}
          style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: token.borderRadius }}
        />
      )}
      <Text type={alt ? undefined : 'secondary'} style={{ fontSize: token.fontSizeSM }}>
        {alt || texts.noAlt}
      </Text>
      <Button size="small" disabled={busy} aria-label={texts.useInPostLabel(alt || texts.noAlt)} onClick={onUse}>
        {texts.useInPost}
      </Button>
    </li>
  );
}

/** One page of the media library, and the button to the next one. */
function MediaPage({ before, onMore }: { before: string | undefined; onMore: ((next: string) => void) | null }) {
  const query = useListStudioMediaQuery(before === undefined ? {} : { before });
  const [reuse, reusing] = useReuse();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) {
    return <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />;
  }
  const media = query.data?.media ?? [];
  const next = query.data?.nextBefore ?? null;
  if (media.length === 0 && before === undefined) return <Text type="secondary">{texts.noMedia}</Text>;
  return (
    <>
      {media.map((item) => (
        <MediaCard
          key={item.id}
          item={item}
          busy={reusing}
          onUse={() => void reuse({ media: [{ id: item.id, alt: item.alt }] })}
        />
      ))}
      {next && onMore && (
        <li style={{ listStyle: 'none', alignSelf: 'center' }}>
          <Button onClick={() => onMore(next)}>{texts.more}</Button>
        </li>
      )}
    </>
  );
}

/** The owner's uploaded images and videos, newest first, each the start of a new post. */
export function MediaLibrary() {
  const { token } = theme.useToken();
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: token.marginSM,
        margin: 0,
        padding: 0,
      }}
    >
      {pages.map((before, index) => (
        <MediaPage
          key={before ?? 'first'}
          before={before}
          onMore={index === pages.length - 1 ? (next) => setPages([...pages, next]) : null}
        />
      ))}
    </ul>
  );
}
