import { Skeleton, theme } from 'antd';
import { StatTile } from '@scp/shared/client/stat-tile';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useGetResponderAnalyticsQuery } from '../../common/api/responder-api';
import { LoadFailed } from '../../common/components/list-states';
import { timeSavedText } from '../../common/lib/time-texts';

const texts = responderTexts.responder;

/** TODAY'S IMPACT (screens and routes): the messages the responder handled today and the time that saved. */
export function TodaysImpact() {
  const { token } = theme.useToken();
  const { data, isLoading, isError, refetch } = useGetResponderAnalyticsQuery({});
  return (
    <div>
      <h3
        style={{
          margin: `0 0 ${token.marginXS}px`,
          fontSize: token.fontSizeSM,
          letterSpacing: '0.04em',
          color: token.colorTextSecondary,
        }}
      >
        {texts.todaysImpact}
      </h3>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : isError || !data ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : (
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
            gap: token.marginXS,
            margin: 0,
            padding: 0,
          }}
        >
          <StatTile label={texts.messagesHandled} value={data.today.messages_handled.toLocaleString('en-US')} />
          <StatTile label={texts.timeSaved} value={timeSavedText(data.today.time_saved_minutes)} />
        </ul>
      )}
    </div>
  );
}
