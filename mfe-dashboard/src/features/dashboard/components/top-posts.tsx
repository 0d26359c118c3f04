import { theme } from 'antd';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import type { PostPerformance } from '@scp/shared/contracts/dashboard/analytics-tools';
import { formatCompact } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { Panel } from '../../common/components/panel';
import { useGetTopPostsQuery } from '../api/top-posts-api';

const texts = dashboardTexts.topPosts;
const FIGURES = ['likes', 'comments', 'shares', 'saves', 'reach', 'clicks'] as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A post's figures in words, leaving out those its platform does not report. */
function figuresOf(post: PostPerformance): string {
  return [
    texts.engagements(formatCompact(post.engagement)),
    ...FIGURES.flatMap((figure) => {
      const value = post[figure];
      return value === null ? [] : [texts.figures[figure](formatCompact(value))];
    }),
  ].join(' · ');
}

/**
 * Top posts (engagement tab): the owner's most engaging published posts of the last 30 days, each
 * with its platform, when it went out, the start of its text, its figures and a link to it on the
 * platform. The figures are the studio's daily reads, so this list is never shown with demo data.
 */
export function TopPosts() {
  const { token } = theme.useToken();
  const answer = useGetTopPostsQuery();
  const posts = answer.data?.posts ?? [];
  const note = (text: string) => <p style={{ margin: 0, color: token.colorTextDescription }}>{text}</p>;
  return (
    <Panel title={texts.title} subtitle={texts.subtitle} level={3} style={{ marginTop: 16 }}>
      {answer.isLoading ? (
        note(texts.loading)
      ) : answer.isError ? (
        note(texts.failed)
      ) : posts.length === 0 ? (
        note(texts.none)
      ) : (
        <ol
          aria-label={texts.listLabel}
          data-top-posts
          style={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          {posts.map((post) => {
            const platform = platforms[post.platform].label;
            return (
              <li
                key={`${post.postId}:${post.platform}:${post.accountId}`}
                data-top-post={`${post.platform}:${post.accountId}`}
                style={{ display: 'grid', gap: 2, minWidth: 0 }}
              >
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: token.marginXS,
                    fontSize: token.fontSizeSM,
                    color: token.colorTextDescription,
                  }}
                >
                  <PlatformMark platform={post.platform} />
                  {texts.publishedOn(platform, when(post.publishedAt))}
                </span>
                <span style={{ overflowWrap: 'anywhere' }}>{post.excerpt}</span>
                <span style={{ fontWeight: 600 }}>{figuresOf(post)}</span>
                {post.permalink && (
                  <a
                    href={post.permalink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={texts.viewLabel(platform, post.excerpt)}
                  >
                    {texts.view}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
