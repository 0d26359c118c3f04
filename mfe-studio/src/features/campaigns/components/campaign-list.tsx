import { Text } from '@scp/shared/client/typography';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Skeleton, theme } from 'antd';
import { Link } from 'react-router';
import { formatDayRange } from '../../common/lib/zoned-time';
import { useListStudioCampaignsQuery } from '../api/campaigns-api';
import { CampaignSection } from './campaign-section';

const texts = studioTexts.campaignCreator;

/** The owner's campaigns: each one's name (opening its page), days and goal. */
export function CampaignList() {
  const { token } = theme.useToken();
  const { data, isLoading, isError } = useListStudioCampaignsQuery();
  const campaigns = data?.campaigns ?? [];
  return (
    <CampaignSection title={texts.listTitle}>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Text type="danger" role="alert">
          {studioTexts.home.loadFailed}
        </Text>
      ) : campaigns.length === 0 ? (
        <Text type="secondary">{texts.noCampaigns}</Text>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Link to={studioPaths.campaign(campaign.id)}>
                <strong>{campaign.name}</strong>
              </Link>{' '}
              <Text type="secondary">{formatDayRange(campaign.startDate, campaign.endDate)}</Text>
              {campaign.goal && <Text style={{ display: 'block' }}>{campaign.goal}</Text>}
            </li>
          ))}
        </ul>
      )}
    </CampaignSection>
  );
}
