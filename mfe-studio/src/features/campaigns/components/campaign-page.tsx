import { PageContainer } from '@scp/shared/client/page-container';
import { ResultView } from '@scp/shared/client/result-view';
import { Text } from '@scp/shared/client/typography';
import type { Campaign } from '@scp/shared/contracts/studio/studio-api';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../common/components/load-failed';
import { formatDayRange } from '../../common/lib/zoned-time';
import { useGetStudioCampaignQuery } from '../api/campaigns-api';
import { CampaignForm } from './campaign-form';
import { CampaignImport } from './campaign-import';
import { CampaignSection } from './campaign-section';
import { CampaignTimeline } from './campaign-timeline';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.campaignPage;

/** The campaign's details, shown, and changed in place with Save changes. */
function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const formId = useId();
  return (
    <CampaignSection title={texts.details} style={{ maxWidth: 640, marginTop: 0 }}>
      {/* Keyed by the stored campaign, so a saved change shows as the service keeps it. */}
      <CampaignForm key={campaign.updatedAt} formId={formId} campaign={campaign} onSaved={() => undefined}>
        <Button type="primary" htmlType="submit">
          {texts.save}
        </Button>
      </CampaignForm>
    </CampaignSection>
  );
}

/**
 * /studio/campaign/:campaignId: the campaign's days and goal, its details to change, its posts as a
 * timeline by day in the owner's zone, a new post in it, and its posts from a CSV file.
 */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const { token } = theme.useToken();
  const timeZone = useOwnerTimeZone();
  const navigate = useNavigate();
  const detail = useGetStudioCampaignQuery(campaignId);
  if (detail.isLoading) {
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageContainer>
    );
  }
  if (detail.isError || !detail.data) {
    const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
    if (notFound) {
      return (
        <PageContainer>
          <ResultView
            status="404"
            // The page's one heading, as on every screen, also when the campaign cannot be shown.
            title={<h1 style={{ font: 'inherit', margin: 0 }}>{studioTexts.errors.campaignNotFound}</h1>}
            extra={<Link to={studioPaths.home}>{texts.back}</Link>}
          />
        </PageContainer>
      );
    }
    return (
      <PageContainer>
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void detail.refetch()} />
      </PageContainer>
    );
  }
  const { campaign, posts } = detail.data;
  return (
    <PageContainer
      title={campaign.name}
      actions={
        <Button
          type="primary"
          href={studioPaths.newPostInCampaign(campaign.id)}
          onClick={(event) => {
            event.preventDefault();
            void navigate(studioPaths.newPostInCampaign(campaign.id));
          }}
        >
          {texts.newPost}
        </Button>
      }
    >
      <Text type="secondary" style={{ display: 'block' }}>
        {formatDayRange(campaign.startDate, campaign.endDate)}
      </Text>
      <Text style={{ display: 'block', marginBottom: token.marginLG }}>{campaign.goal || texts.noGoal}</Text>
      <CampaignDetails campaign={campaign} />
      <CampaignTimeline posts={posts} timeZone={timeZone} />
      <CampaignImport campaignId={campaign.id} timeZone={timeZone} />
    </PageContainer>
  );
}
