import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import type { AiProfile } from '@scp/shared/contracts/assistant/assistant-api';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';

const texts = assistantTexts.aiTestSuite.userIntelligence;

function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function ProfileSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {heading}
      </Title>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: token.marginLG,
        rowGap: 6,
        margin: 0,
      }}
    >
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Text type="secondary">{term}</Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The user AI profile (entities), section by section. */
export function AiProfileDetails({ profile }: { profile: AiProfile }) {
  const { token } = theme.useToken();
  const progressId = useId();
  const needed = assistant.profileCompleteConversations;
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    color: token.colorText,
  };
  return (
    <>
      <ProfileSection heading={texts.businessProfile}>
        <Facts
          rows={[
            [texts.type, profile.businessProfile.type ?? texts.notSet],
            [texts.industry, profile.businessProfile.industry ?? texts.notSet],
            [texts.expertise, profile.businessProfile.expertise],
          ]}
        />
      </ProfileSection>
      <ProfileSection heading={texts.activity}>
        <Facts
          rows={[
            [
              texts.lastActive,
              profile.lastActive ? (
                <time dateTime={profile.lastActive}>{formatMoment(profile.lastActive)}</time>
              ) : (
                texts.never
              ),
            ],
            [texts.totalConversations, profile.totalConversations],
            [texts.averageQuality, texts.qualityValue(Math.round(profile.averageQuality * 100), profile.qualityLabel)],
          ]}
        />
      </ProfileSection>
      <ProfileSection heading={texts.topWorkflows}>
        {profile.topWorkflows.length === 0 ? (
          <Text type="secondary">{texts.noWorkflows}</Text>
        ) : (
          <table style={{ borderCollapse: 'collapse', minWidth: 320 }}>
            <thead>
              <tr>
                <th scope="col" style={{ ...cell, fontWeight: 600 }}>
                  {texts.workflow}
                </th>
                <th scope="col" style={{ ...cell, fontWeight: 600, textAlign: 'end' }}>
                  {texts.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {profile.topWorkflows.map(({ workflow, count }) => (
                <tr key={workflow}>
                  <td style={cell}>{workflow}</td>
                  <td style={{ ...cell, textAlign: 'end' }}>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ProfileSection>
      <ProfileSection heading={texts.completeness}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
          <progress
            aria-label={texts.completeness}
            aria-describedby={progressId}
            value={Math.min(profile.totalConversations, needed)}
            max={needed}
            style={{ width: 240, accentColor: token.colorPrimary }}
          />
          <Text id={progressId}>{texts.completenessValue(profile.totalConversations, needed)}</Text>
          <Text strong type={profile.complete ? 'success' : 'secondary'}>
            {profile.complete ? texts.complete : texts.notComplete}
          </Text>
        </div>
      </ProfileSection>
    </>
  );
}
