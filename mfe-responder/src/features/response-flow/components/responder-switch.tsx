import { Switch, theme } from 'antd';
import { useId } from 'react';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useResponderSwitch } from '../hooks/use-responder-switch';

/** The labelled on/off switch of the ResponseFlow Pro card. */
export function ResponderSwitch() {
  const { token } = theme.useToken();
  const labelId = useId();
  const { enabled, busy, setEnabled } = useResponderSwitch();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
      <span id={labelId} style={{ color: token.colorTextSecondary }}>
        {responderTexts.screens.switchLabel}
      </span>
      <Switch
        aria-labelledby={labelId}
        checked={enabled}
        disabled={busy}
        loading={busy}
        onChange={(checked) => void setEnabled(checked)}
      />
    </span>
  );
}
