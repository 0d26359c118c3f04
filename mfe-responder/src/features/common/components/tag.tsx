import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { ResponderPriority } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

type Tone = 'error' | 'warning' | 'info' | 'neutral';

/** A small label like antd's Tag, in a status colour of the theme. */
export function Tag({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  const { token } = theme.useToken();
  const colours = {
    error: [token.colorErrorText, token.colorErrorBg, token.colorErrorBorder],
    warning: [token.colorWarningText, token.colorWarningBg, token.colorWarningBorder],
    info: [token.colorInfoText, token.colorInfoBg, token.colorInfoBorder],
    neutral: [token.colorTextSecondary, token.colorFillQuaternary, token.colorBorder],
  }[tone];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 7px',
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        borderRadius: token.borderRadiusSM,
        color: colours[0],
        background: colours[1],
        border: `1px solid ${colours[2]}`,
      }}
    >
      {children}
    </span>
  );
}

const priorityTones: Record<ResponderPriority, Tone> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

/** 'Critical', 'High', 'Medium' or 'Low' in its colour (business constants: priority bands). */
export function PriorityTag({ level }: { level: ResponderPriority }) {
  return <Tag tone={priorityTones[level]}>{responderTexts.screens.priority[level]}</Tag>;
}
