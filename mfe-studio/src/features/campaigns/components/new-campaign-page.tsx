import { PageContainer } from '@scp/shared/client/page-container';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { CampaignForm } from './campaign-form';

const texts = studioTexts.campaignPage;

/** /studio/campaign/new: a new campaign's name, days, goal and product; once created, its page opens in its place. */
export function NewCampaignPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const formId = useId();
  return (
    <PageContainer title={texts.newTitle} maxWidth={640}>
      <CampaignForm
        formId={formId}
        onSaved={(campaign) => void navigate(studioPaths.campaign(campaign.id), { replace: true })}
      >
        <div style={{ display: 'flex', gap: token.marginSM, alignItems: 'center', marginTop: token.marginSM }}>
          <Button type="primary" htmlType="submit">
            {studioTexts.campaignCreator.create}
          </Button>
          <Link to={studioPaths.home}>{studioTexts.campaignCreator.cancel}</Link>
        </div>
      </CampaignForm>
    </PageContainer>
  );
}
