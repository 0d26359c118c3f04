import { theme } from 'antd';
import { Sheet } from '@scp/shared/client/sheet';
import { formatCompact, formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import type { HealthComponent, HealthResponse } from '@scp/shared/contracts/dashboard/health';

const texts = dashboardTexts.screen.breakdown;

/** A component's input or target in its own unit. */
function figure(component: HealthComponent, value: number): string {
  switch (component.key) {
    case 'followers':
      return formatCompact(value);
    case 'engagement':
    case 'growth':
      return formatPercent(value);
    case 'revenue':
      return formatCurrency(value);
    case 'diversification':
      return String(value);
  }
}

/**
 * What the health score is made of (issue 12, beyond the spec): each part's points out of its
 * maximum, the figure it scored, the target that earns the full points and the one action that
 * would raise it most; then the benchmark and the spec's quick reading beside it.
 */
export function HealthBreakdown({
  open,
  onClose,
  health,
}: {
  open: boolean;
  onClose: () => void;
  health: HealthResponse;
}) {
  const { token } = theme.useToken();
  const { reading, quick } = health;
  return (
    <Sheet open={open} onClose={onClose} title={texts.title} width={440}>
      <p style={{ marginTop: 0 }}>{texts.intro}</p>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
        {reading.components.map((component) => (
          <li key={component.key} aria-label={texts.components[component.key]}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong>{texts.components[component.key]}</strong>
              <span>{texts.points(component.points, component.maxPoints)}</span>
            </div>
            <div
              aria-hidden="true"
              style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, margin: '6px 0' }}
            >
              <div
                style={{
                  width: `${component.maxPoints > 0 ? (component.points / component.maxPoints) * 100 : 0}%`,
                  height: '100%',
                  borderRadius: 3,
                  background: token.colorPrimary,
                }}
              />
            </div>
            <dl style={{ display: 'flex', gap: 16, margin: 0, fontSize: token.fontSizeSM }}>
              <div>
                <dt style={{ color: token.colorTextDescription }}>{texts.yourFigure}</dt>
                <dd style={{ margin: 0 }}>
                  {figure(component, component.input)}
                  {component.estimated ? ` (${texts.estimated})` : ''}
                </dd>
              </div>
              <div>
                <dt style={{ color: token.colorTextDescription }}>{texts.target}</dt>
                <dd style={{ margin: 0 }}>{figure(component, component.target)}</dd>
              </div>
            </dl>
            {component.points < component.maxPoints && (
              <p style={{ margin: '6px 0 0', fontSize: token.fontSizeSM }}>
                <span style={{ color: token.colorTextDescription }}>{texts.raiseIt}: </span>
                {component.action}
              </p>
            )}
          </li>
        ))}
      </ol>
      <p style={{ marginTop: 20 }}>{dashboardTexts.screen.benchmark(reading.benchmarkPercentile)}</p>
      <section
        aria-label={texts.quickReading}
        style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}
      >
        <strong>
          {texts.quickReading}: {Math.round(quick.score)}
          {quick.trend !== null ? ` (${texts.trend(quick.trend)})` : ''}
        </strong>
        <p style={{ margin: '4px 0 0', fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {texts.quickReadingNote}
        </p>
      </section>
    </Sheet>
  );
}
