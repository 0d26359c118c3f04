import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { healthStatusLabelOf, healthStatusOf } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';

const texts = dashboardTexts.screen;

const SIZE = 132;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The health-score ring (screens and routes, states and transitions): fills to the score over 2500 ms (at once when the system
 * asks for less motion), coloured and worded by its band. A button: it opens the breakdown.
 */
export function HealthRing({ score, onOpen }: { score: number; onOpen: () => void }) {
  const { token } = theme.useToken();
  const reducedMotion = usePrefersReducedMotion();
  const [drawn, setDrawn] = useState(reducedMotion ? score : 0);
  useEffect(() => {
    // One frame at 0 first, so the transition has somewhere to start from.
    const frame = requestAnimationFrame(() => setDrawn(score));
    return () => cancelAnimationFrame(frame);
  }, [score]);

  const status = healthStatusOf(score);
  const label = healthStatusLabelOf(score);
  const color = {
    excellent: token.colorSuccess,
    good: token.colorPrimary,
    warning: token.colorWarning,
    critical: token.colorError,
  }[status];
  const shown = Math.round(score);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        background: 'none',
        border: 'none',
        padding: 0,
        cursor: 'pointer',
        color: 'inherit',
        font: 'inherit',
        textAlign: 'left',
      }}
    >
      <span style={{ position: 'relative', width: SIZE, height: SIZE, flex: 'none' }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={token.colorFillSecondary}
            strokeWidth={STROKE}
          />
          <circle
            data-testid="health-ring-arc"
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={color}
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, drawn)) / 100)}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            style={{
              transition: reducedMotion
                ? 'none'
                : `stroke-dashoffset ${dashboard.healthRingAnimationMs}ms cubic-bezier(0.22, 1, 0.36, 1)`,
            }}
          />
        </svg>
        <span
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <strong style={{ fontSize: 34, lineHeight: 1, color: token.colorTextHeading }}>{shown}</strong>
          <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{texts.healthScore}</span>
        </span>
      </span>
      <span style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <strong style={{ color: token.colorTextHeading }}>{label}</strong>
        <span style={{ fontSize: token.fontSizeSM, color: token.colorLink, textDecoration: 'underline' }}>
          {texts.seeBreakdown}
        </span>
      </span>
    </button>
  );
}
