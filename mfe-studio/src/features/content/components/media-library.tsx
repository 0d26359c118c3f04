import { Text } from '@scp/shared/client/typography';
import type { MediaListQuery, StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { type ReactNode, useState } from 'react';
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
      {/* The search finds an item by its file name too: it shows which. */}
      {item.name && (
        <Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
      )}
      <Button size="small" disabled={busy} aria-label={texts.useInPostLabel(alt || texts.noAlt)} onClick={onUse}>
        {texts.useInPost}
      </Button>
    </li>
  );
}

/** A cell of the media grid that is not a media item: a later page loading or failing, Show more. */
function GridNote({ children }: { children: ReactNode }) {
  return <li style={{ listStyle: 'none', gridColumn: '1 / -1' }}>{children}</li>;
}

/** One page of the media library (its items, in the grid), and the button to the next one. */
function MediaPage({
  q,
  before,
  onMore,
}: {
  q: string;
  before: string | undefined;
  onMore: ((next: string) => void) | null;
}) {
  const query = useListStudioMediaQuery(mediaQueryOf(q, before));
  const [reuse, reusing] = useReuse();
  if (query.isLoading) {
    return (
      <GridNote>
        <Skeleton active paragraph={{ rows: 2 }} />
      </GridNote>
    );
  }
  if (query.isError) {
    return (
      <GridNote>
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      </GridNote>
    );
  }
  const next = query.data?.nextBefore ?? null;
  return (
    <>
      {(query.data?.media ?? []).map((item) => (
        <MediaCard
          key={item.id}
          item={item}
          busy={reusing}
          onUse={() => void reuse({ media: [{ id: item.id, alt: item.alt }] })}
        />
      ))}
      {next && onMore && (
        <GridNote>
          <Button onClick={() => onMore(next)}>{texts.more}</Button>
        </GridNote>
      )}
    </>
  );
}

/** The read of one page: only what is set, so the first page of the whole library sends no query. */
function mediaQueryOf(q: string, before: string | undefined): MediaListQuery {
  return { ...(q ? { q } : {}), ...(before === undefined ? {} : { before }) };
}

/**
 * The owner's uploaded images and videos, newest first, only those the search `q` finds when there
 * is one; each the start of a new post.
 */
export function MediaLibrary({ q }: { q: string }) {
  const { token } = theme.useToken();
  // The first page decides between the grid and the page's own states (the same read MediaPage makes).
  const first = useListStudioMediaQuery(mediaQueryOf(q, undefined));
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  if (first.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (first.isError) {
    return <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void first.refetch()} />;
  }
  if ((first.data?.media ?? []).length === 0) {
    return (
      <Text type="secondary" role="status">
        {q ? texts.noMediaFound(q) : texts.noMedia}
      </Text>
    );
  }
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
          q={q}
          before={before}
          onMore={index === pages.length - 1 ? (next) => setPages([...pages, next]) : null}
        />
      ))}
    </ul>
  );
}
