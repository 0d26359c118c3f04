import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { type Ref, useId } from 'react';
import { outcomeSummary, targetKey } from '../lib/post-outcome';
import { PostSales } from '../../post-sales/components/post-sales';
import { PostFigures } from './post-figures';
import { TargetResult } from './target-result';

const texts = studioTexts.postResults;

/**
 * What became of a post going or gone out: '3 of 4 published' (a live region, so a change while the
 * page follows the post is announced), each account's state in words with its link, Retry or the
 * way to reconnect it, and, once some went out, their figures. `ref` is the region, which takes focus
 * when the page moves it there (after 'Publish now').
 */
export function PostResults({ post, timeZone, ref }: { post: Post; timeZone: string; ref?: Ref<HTMLElement> }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const anyPublished = post.targets.some((target) => target.result.state === 'published');
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-post-results
      style={{
        outline: 'none',
        display: 'grid',
        gap: token.marginSM,
        marginBottom: token.marginLG,
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        minWidth: 0,
      }}
    >
      <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
        {texts.heading}
      </h2>
      <p role="status" data-results-summary style={{ margin: 0, fontWeight: 600 }}>
        {outcomeSummary(post)}
      </p>
      <ul aria-label={texts.listLabel} style={{ margin: 0, padding: 0 }}>
        {post.targets.map((target) => (
          <TargetResult key={targetKey(target)} postId={post.id} target={target} timeZone={timeZone} />
        ))}
      </ul>
      {anyPublished && <PostFigures post={post} timeZone={timeZone} />}
      {anyPublished && <PostSales post={post} timeZone={timeZone} />}
    </section>
  );
}
