import { Button, theme } from 'antd';
import { Link } from 'react-router';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';

const screen = dashboardTexts.screen;

/** The reason the figures are zero (error catalogue: 'Analytics service unavailable (…)') and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.marginSM,
        padding: token.paddingSM,
        borderRadius: token.borderRadius,
        background: token.colorErrorBg,
        border: `1px solid ${token.colorErrorBorder}`,
      }}
    >
      <span>{message}</span>
      <Button onClick={onRetry}>{screen.retry}</Button>
    </div>
  );
}

/** Before the first sync: where the owner's own figures come from. */
export function NoDataYet() {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={screen.noData.title}
      style={{ padding: token.padding, borderRadius: token.borderRadiusLG, border: `1px dashed ${token.colorBorder}` }}
    >
      <strong>{screen.noData.title}</strong>
      <p style={{ margin: '4px 0 8px' }}>{screen.noData.description}</p>
      <Link to={settingsPaths.tab('integrations')}>{screen.noData.connect}</Link>
    </section>
  );
}
