import { theme } from 'antd';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { Panel } from '../../common/components/panel';

const screen = dashboardTexts.screen;

/**
 * AI Insights (screens and routes): recommendations computed from the owner's own figures (the health
 * score's tips and each platform's advice, the shop's included); with no synced data there are none, and the spec's text
 * says so.
 */
export function InsightsTab({ summary, health }: { summary: AnalyticsSummary; health: HealthResponse }) {
  const { token } = theme.useToken();
  const hasData = summary.lastUpdated !== null || summary.platformBreakdown.length > 0;
  const tips = hasData ? health.reading.tips : [];
  // The shop is scored like the other platforms (its order value and conversion advice), listed first.
  const scored = [
    ...(summary.shop ? [{ platform: summary.shop.platform, accountId: 'shop', advice: summary.shop.advice }] : []),
    ...summary.platformBreakdown,
  ];
  const advice = scored.flatMap((row) =>
    row.advice.map((text) => ({
      key: `${row.platform}:${row.accountId}:${text}`,
      platform: platforms[row.platform].label,
      text,
    })),
  );
  if (!tips.length && !advice.length) {
    return (
      <Panel>
        <p style={{ margin: 0, color: token.colorTextDescription }}>{dashboardTexts.dashboard.noAiInsights}</p>
      </Panel>
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
      {tips.length > 0 && (
        <Panel title={screen.insightsFromScore} level={3}>
          <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Panel>
      )}
      {advice.length > 0 && (
        <Panel title={screen.insightsFromPlatforms} level={3}>
          <ul style={{ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {advice.map((item) => (
              <li key={item.key}>
                <strong>{item.platform}:</strong> {item.text}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
