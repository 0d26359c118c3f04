import { Button, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@scp/shared/client/page-container';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';
import {
  inspirationFormats,
  inspirationPlatforms,
  type FeedItem,
  type FeedQuery,
  type InspirationFormat,
  type InspirationPlatform,
} from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { LoadError } from '../../analytics-data/components/data-state';
import { LabelledSelect } from '../../common/components/labelled-select';
import { useGetInspirationFeedQuery } from '../api/inspiration-feed-api';
import { FeedItemCard } from './feed-item-card';
import { HashtagsPanel } from './hashtags-panel';
import { useSaveToMoodboard } from './use-save-to-moodboard';

const texts = inspirationTexts.feed;

interface ChunkProps {
  query: FeedQuery;
  last: boolean;
  onMore: (cursor: string) => void;
  savedIds: Record<string, string>;
  busyId: string | null;
  onSave: (item: FeedItem) => void;
  onUse: (item: FeedItem) => void;
}

/** One page of the feed; the last one offers the next. */
function FeedChunk({ query, last, onMore, savedIds, busyId, onSave, onUse }: ChunkProps) {
  const { token } = theme.useToken();
  const answer = useGetInspirationFeedQuery(query);
  const first = !query.cursor;
  if (answer.isLoading)
    return (
      <div aria-busy="true">
        {first && <p style={{ color: token.colorTextDescription }}>{texts.loading}</p>}
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (answer.isError || !answer.data) return <LoadError message={texts.failed} onRetry={() => void answer.refetch()} />;
  const { items, nextCursor, problems, hasSources } = answer.data;
  return (
    <>
      {first &&
        problems.map((problem) => (
          <p key={problem} style={{ margin: '0 0 8px', color: token.colorTextDescription }}>
            {problem}
          </p>
        ))}
      {first && items.length === 0 && (
        <p>
          {hasSources ? texts.none : texts.noSources}{' '}
          <Link to={dashboardPaths.competitors} style={{ textDecoration: 'underline' }}>
            {texts.goToCompetitors}
          </Link>
        </p>
      )}
      {items.length > 0 && (
        <div
          style={{
            display: 'grid',
            gap: token.margin,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
            marginBottom: token.margin,
          }}
        >
          {items.map((item) => (
            <FeedItemCard
              key={item.id}
              item={item}
              saved={Boolean(savedIds[item.id])}
              busy={busyId === item.id}
              onSave={() => onSave(item)}
              onUse={() => onUse(item)}
            />
          ))}
        </div>
      )}
      {last && nextCursor && <Button onClick={() => onMore(nextCursor)}>{texts.more}</Button>}
    </>
  );
}

/**
 * The inspiration feed (/inspiration/feed): recent top posts of the owner's competitors and of the
 * hashtags they follow, filtered by platform and format. 'Save' puts a post on the moodboard (the
 * studio's, as a link with its author and words); 'Use as inspiration' saves it and opens the
 * editor with a line linking it. Another account's media is never copied.
 */
export function InspirationFeedPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<InspirationPlatform | ''>('');
  const [format, setFormat] = useState<InspirationFormat | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const { save, savedIds } = useSaveToMoodboard();

  const base: FeedQuery = { ...(platform ? { platform } : {}), ...(format ? { format } : {}) };
  const saveItem = async (item: FeedItem) => {
    setBusyId(item.id);
    const itemId = await save(item);
    setBusyId(null);
    setStatus(itemId ? { text: texts.saved, failed: false } : { text: texts.saveFailed, failed: true });
    return itemId;
  };
  const inspireFrom = async (item: FeedItem) => {
    const itemId = await saveItem(item);
    if (itemId) void navigate(studioPaths.newPostFromIdea(itemId));
  };

  return (
    <PageContainer title={texts.title}>
      <p style={{ margin: '0 0 16px', color: token.colorTextDescription }}>{texts.subtitle}</p>
      <HashtagsPanel />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, marginBottom: token.margin }}>
        <LabelledSelect<InspirationPlatform | ''>
          label={texts.platformLabel}
          value={platform}
          options={[
            { value: '', label: texts.all },
            ...inspirationPlatforms.map((key) => ({ value: key, label: inspirationTexts.platformName(key) })),
          ]}
          onChange={(value) => {
            setPlatform(value);
            setCursors([]);
          }}
        />
        <LabelledSelect<InspirationFormat | ''>
          label={texts.formatLabel}
          value={format}
          options={[
            { value: '', label: texts.all },
            ...inspirationFormats.map((key) => ({ value: key, label: inspirationTexts.formatName(key) })),
          ]}
          onChange={(value) => {
            setFormat(value);
            setCursors([]);
          }}
        />
      </div>
      <p
        role="status"
        style={{ minHeight: '1.5em', margin: '0 0 8px', color: status?.failed ? token.colorErrorText : undefined }}
      >
        {status?.text}
      </p>
      <div aria-live="polite">
        {[undefined, ...cursors].map((cursor, index) => (
          <FeedChunk
            key={cursor ?? 'first'}
            query={cursor ? { ...base, cursor } : base}
            last={index === cursors.length}
            onMore={(next) => setCursors((all) => [...all, next])}
            savedIds={savedIds}
            busyId={busyId}
            onSave={(item) => void saveItem(item)}
            onUse={(item) => void inspireFrom(item)}
          />
        ))}
      </div>
    </PageContainer>
  );
}
