import { Text } from '@scp/shared/client/typography';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import type { OAuthTestScenario } from '../lib/oauth-test-scenarios';

/** What a sample return sends the OAuth return page, and what that page should make of it. */
export function OAuthScenarioDetails({ scenario }: { scenario: OAuthTestScenario }) {
  return (
    <>
      <div style={{ wordBreak: 'break-all' }}>
        <Text code>{new URLSearchParams(scenario.params).toString()}</Text>
      </div>
      <Text type="secondary">{integrationsTexts.testPages.scenarios.expectedMessage(scenario.expected)}</Text>
    </>
  );
}
