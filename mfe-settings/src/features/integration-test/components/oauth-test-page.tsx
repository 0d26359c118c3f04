import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import { theme } from 'antd';
import { Link } from 'react-router';
import { integrationsPaths } from '@scp/shared/contracts/settings/integrations-paths';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { oauthTestScenarios, scenarioUrl } from '../lib/oauth-test-scenarios';
import { OAuthScenarioDetails } from './oauth-scenario-details';

const texts = integrationsTexts.testPages.oauth;

/**
 * /test/oauth (screens and routes): the OAuth return page's five sample returns as links that open it in this
 * window. A successful one goes on to this page again (its `return_to`).
 */
export function OAuthTestPage() {
  const { token } = theme.useToken();
  return (
    <DevPageFrame title={texts.title} intro={texts.intro}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {oauthTestScenarios.map((scenario) => (
          <li
            key={scenario.key}
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              padding: 16,
              display: 'grid',
              gap: 4,
            }}
          >
            <Link to={scenarioUrl(scenario, integrationsPaths.oauthTest)} style={{ fontWeight: 600 }}>
              {scenario.title}
            </Link>
            <OAuthScenarioDetails scenario={scenario} />
          </li>
        ))}
      </ul>
    </DevPageFrame>
  );
}
