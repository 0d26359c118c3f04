import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { Button, Skeleton } from 'antd';
import { ResultView } from '@scp/shared/client/result-view';
import { Title } from '@scp/shared/client/typography';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { useGetAiProfileQuery } from '../../common/api/assistant-api';
import { AiProfileDetails } from './ai-profile-details';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';

const texts = assistantTexts.aiTestSuite.userIntelligence;

/** The user AI profile the assistant keeps, /test/user-intelligence (entities). */
export function UserIntelligenceTestPage({ title }: { title: string }) {
  const profile = useGetAiProfileQuery();
  const refresh = (
    <Button icon={<ReloadOutlined aria-hidden />} loading={profile.isFetching} onClick={() => void profile.refetch()}>
      {texts.refresh}
    </Button>
  );

  let content;
  if (profile.isError)
    content = (
      <ResultView
        status="error"
        title={
          <Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {texts.loadFailed}
          </Title>
        }
        extra={
          <Button type="primary" loading={profile.isFetching} onClick={() => void profile.refetch()}>
            {texts.tryAgain}
          </Button>
        }
      />
    );
  // No data and no error: the first load, or a Try again on its way.
  else if (!profile.data)
    content = (
      <div role="status">
        <span style={visuallyHidden}>{texts.loading}</span>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  else if (profile.data.totalConversations === 0)
    content = (
      <ResultView
        status="info"
        title={
          <Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {texts.emptyTitle}
          </Title>
        }
        subTitle={texts.emptyBody}
        extra={refresh}
      />
    );
  else
    content = (
      <>
        <div style={{ marginBottom: 16 }}>{refresh}</div>
        <AiProfileDetails profile={profile.data} />
      </>
    );

  return (
    <DevPageFrame title={title} intro={texts.intro}>
      {content}
    </DevPageFrame>
  );
}
