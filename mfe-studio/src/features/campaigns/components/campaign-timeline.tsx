import { Text } from '@scp/shared/client/typography';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { PostRow } from '../../common/components/post-row';
import { formatDay } from '../../common/lib/zoned-time';
import { timelineOf } from '../lib/timeline';
import { CampaignSection } from './campaign-section';

const texts = studioTexts.campaignPage;

/** A campaign's posts as a timeline: a heading per day in the owner's zone, each post with its platforms and status. */
export function CampaignTimeline({ posts, timeZone }: { posts: readonly Post[]; timeZone: string }) {
  const { token } = theme.useToken();
  const days = timelineOf(posts, timeZone);
  return (
    <CampaignSection
      title={
        <>
          {texts.timeline} <Text type="secondary">({texts.postCount(posts.length)})</Text>
        </>
      }
    >
      {days.length === 0 ? (
        <Text type="secondary" style={{ display: 'block' }}>
          {texts.noPosts}
        </Text>
      ) : (
        <ol aria-label={texts.timelineLabel} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {days.map(({ day, posts: dayPosts }) => (
            <li key={day ?? 'unscheduled'} style={{ marginBottom: token.marginSM }}>
              <h3
                style={{ margin: `${token.marginXS}px 0`, fontSize: token.fontSize, color: token.colorTextSecondary }}
              >
                {day ? formatDay(day) : texts.unscheduled}
              </h3>
              <ul style={{ margin: 0, padding: 0 }}>
                {dayPosts.map((post) => (
                  <PostRow key={post.id} post={post} timeZone={timeZone} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </CampaignSection>
  );
}
