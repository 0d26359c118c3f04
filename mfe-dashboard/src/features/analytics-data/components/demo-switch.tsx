import { Switch, theme } from 'antd';
import { useId } from 'react';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';

/** The Demo Data switch (screens and routes: in the tab bar), labelled by its visible words. */
export function DemoSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, padding: `${token.paddingXS}px 0` }}
    >
      <Switch id={id} checked={on} onChange={onChange} size="small" />
      <label htmlFor={id} style={{ cursor: 'pointer' }}>
        {dashboardTexts.dashboard.demoData}
      </label>
    </span>
  );
}

/** Says plainly that the figures on screen are the sample shop's, whenever they are. */
export function DemoNotice() {
  const { token } = theme.useToken();
  return (
    <p
      role="status"
      style={{
        margin: 0,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
        color: token.colorText,
      }}
    >
      <strong>{dashboardTexts.screen.demo.badge}:</strong> {dashboardTexts.screen.demo.notice}
    </p>
  );
}
