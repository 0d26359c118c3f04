import { Button, theme } from 'antd';
import { useId } from 'react';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import type { CallbackField } from '../lib/callback-result';

const texts = integrationsTexts.integrationTest;
const pageTexts = integrationsTexts.testPages.socialIntegration;

/** What the last connection brought back in the address (code, state, error, error_description, statuses), and Clear. */
export function CallbackResultCard({ fields, onClear }: { fields: CallbackField[]; onClear: () => void }) {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: 16,
        marginBottom: 32,
      }}
    >
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Title level={2} id={headingId} style={{ margin: 0, fontSize: 20 }}>
          {pageTexts.callbackResult}
        </Title>
        {fields.length > 0 && (
          <Button onClick={onClear} aria-describedby={headingId}>
            {texts.clear}
          </Button>
        )}
      </div>
      {fields.length > 0 ? (
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(120px, max-content) 1fr',
            gap: '8px 16px',
            margin: '16px 0 0',
          }}
        >
          {fields.map(({ name, value }) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>
                <Text code>{name}</Text>
              </dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>
                <Text>{value}</Text>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
          {pageTexts.noCallbackResult}
        </Paragraph>
      )}
    </section>
  );
}
