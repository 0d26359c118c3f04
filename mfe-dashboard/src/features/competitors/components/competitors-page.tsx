import { Skeleton, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@scp/shared/client/page-container';
import type { Competitor } from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { LoadError } from '../../analytics-data/components/data-state';
import { useListCompetitorsQuery, useRemoveCompetitorMutation } from '../api/competitors-api';
import { AddCompetitorForm } from './add-competitor-form';
import { CompetitorsTable } from './competitors-table';

const texts = competitorsTexts.page;

/**
 * Competitors (/inspiration/competitors): the accounts the owner compares with (named in
 * onboarding or added here) with what their platforms show publicly, snapshotted daily, in one
 * table beside the owner's own accounts. A platform that shows nothing says why in its row; the
 * rest of the page works.
 */
export function CompetitorsPage() {
  const { token } = theme.useToken();
  const answer = useListCompetitorsQuery();
  const [remove] = useRemoveCompetitorMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const onRemove = async (competitor: Competitor) => {
    setRemoving(competitor.id);
    const result = await remove(competitor.id);
    setRemoving(null);
    setStatus(
      'error' in result
        ? { text: texts.removeFailed, failed: true }
        : { text: texts.removed(competitor.handle), failed: false },
    );
  };

  const note = (text: string) => <p style={{ margin: '0 0 12px', color: token.colorTextDescription }}>{text}</p>;
  const data = answer.data;
  let body;
  if (answer.isLoading) {
    body = (
      <div aria-busy="true">
        {note(texts.loading)}
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (answer.isError || !data) {
    body = <LoadError message={texts.failed} onRetry={() => void answer.refetch()} />;
  } else {
    body = (
      <>
        {data.ownProblem && note(data.ownProblem)}
        {data.own.length === 0 && (
          <p style={{ margin: '0 0 12px' }}>
            {texts.noOwnAccounts}{' '}
            {/* Underlined: inside the sentence, colour alone would not tell it apart (in the dark theme). */}
            <Link to={settingsPaths.tab('integrations')} style={{ textDecoration: 'underline' }}>
              {texts.connect}
            </Link>
          </p>
        )}
        {data.competitors.length === 0 && note(texts.empty)}
        {(data.own.length > 0 || data.competitors.length > 0) && (
          <CompetitorsTable
            own={data.own}
            competitors={data.competitors}
            removing={removing}
            onRemove={(competitor) => void onRemove(competitor)}
          />
        )}
      </>
    );
  }

  return (
    <PageContainer title={texts.title}>
      <p style={{ margin: '0 0 16px', color: token.colorTextDescription }}>{texts.subtitle}</p>
      <AddCompetitorForm onDone={(text) => setStatus({ text, failed: false })} />
      <p
        role="status"
        style={{ minHeight: '1.5em', margin: '0 0 8px', color: status?.failed ? token.colorErrorText : undefined }}
      >
        {status?.text}
      </p>
      <div aria-live="polite">{body}</div>
    </PageContainer>
  );
}
