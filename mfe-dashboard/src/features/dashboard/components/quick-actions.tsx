import { theme } from 'antd';
import { Link } from 'react-router';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';
import { Panel } from '../../common/components/panel';

const texts = dashboardTexts.dashboard;

/** Quick Actions (screens and routes): where each goes is the spec's. */
const actions = [
  { label: texts.startFromScratch, to: '/studio' },
  { label: texts.createCampaign, to: '/studio?openCampaign=true' },
  { label: texts.analytics, to: dashboardPaths.analytics },
] as const;

export function QuickActions() {
  const { token } = theme.useToken();
  return (
    <Panel title={texts.quickActions}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, padding: 0, margin: 0, listStyle: 'none' }}>
        {actions.map((action, index) => (
          <li key={action.to} style={{ flex: '1 1 160px' }}>
            <Link
              to={action.to}
              style={{
                display: 'block',
                textAlign: 'center',
                padding: `${token.paddingSM}px ${token.padding}px`,
                borderRadius: token.borderRadius,
                fontWeight: 600,
                // The first is the primary action; white on the primary colour meets AA in both themes.
                background: index === 0 ? token.colorPrimary : token.colorFillTertiary,
                color: index === 0 ? token.colorTextLightSolid : token.colorText,
              }}
            >
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
