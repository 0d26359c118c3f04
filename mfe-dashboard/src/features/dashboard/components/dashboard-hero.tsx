import { theme } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatChange, formatCompact } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { StatTile } from '@scp/shared/client/stat-tile';
import { weeklyFigures } from '../lib/weekly-figures';
import { HealthBreakdown } from './health-breakdown';
import { HealthRing } from './health-ring';

const texts = dashboardTexts.screen;

/** First name from the profile, else the address's local part: what the greeting calls the owner. */
function useOwnerName(): string {
  const user = useAppSelector(selectSessionUser);
  const fullName = typeof user?.user_metadata?.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  return fullName.split(/\s+/)[0] || (user?.email.split('@')[0] ?? '');
}

/**
 * The greeting hero (screens and routes): the health ring (it opens the breakdown), the Growth and
 * Engagements tiles of the last 7 days and, on the right, the benchmark and the next best step.
 */
export function DashboardHero({ summary, health }: { summary: AnalyticsSummary; health: HealthResponse }) {
  const { token } = theme.useToken();
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const name = useOwnerName();
  const weekly = weeklyFigures(summary.trends);
  const [nextStep] = health.reading.tips;
  return (
    <section
      aria-labelledby="dashboard-greeting"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.marginLG,
        alignItems: 'center',
        padding: token.paddingLG,
        borderRadius: token.borderRadiusLG,
        background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div style={{ flex: '1 1 320px', display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
        <div>
          <p
            id="dashboard-greeting"
            style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: 600, color: token.colorTextHeading }}
          >
            {texts.greeting(new Date().getHours(), name)}
          </p>
          <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.heroSubtitle}</p>
        </div>
        <HealthRing score={health.reading.score} onOpen={() => setBreakdownOpen(true)} />
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, padding: 0, margin: 0 }}>
          <StatTile
            label={dashboardTexts.dashboard.growth}
            value={formatChange(weekly.followerGrowth) ?? '—'}
            detail={texts.followersCount(formatCompact(weekly.followers))}
          />
          <StatTile
            label={dashboardTexts.dashboard.engagements}
            value={formatCompact(weekly.engagements)}
            detail={`${formatChange(weekly.engagementChange) ?? '—'} ${texts.weekOverWeek}`}
          />
        </ul>
      </div>
      <aside
        aria-label={texts.nextStep}
        style={{
          flex: '1 1 260px',
          alignSelf: 'stretch',
          padding: token.padding,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <p style={{ margin: 0, fontWeight: 600 }}>{texts.benchmark(health.reading.benchmarkPercentile)}</p>
        <p style={{ margin: `${token.marginSM}px 0 4px`, color: token.colorTextDescription }}>{texts.nextStep}</p>
        <p style={{ margin: 0 }}>{nextStep ?? texts.allOnTrack}</p>
      </aside>
      <HealthBreakdown open={breakdownOpen} onClose={() => setBreakdownOpen(false)} health={health} />
    </section>
  );
}
