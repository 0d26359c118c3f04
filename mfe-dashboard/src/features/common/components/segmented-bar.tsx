import { theme } from 'antd';

/**
 * A progress bar of a rate against its maximum, in equal segments (screens and routes: Performance tab:
 * 3 segments). A real progressbar to assistive technology; `value` null says there is no data.
 */
export function SegmentedBar({
  label,
  value,
  max,
  segments,
  display,
  maxDisplay,
}: {
  label: string;
  value: number | null;
  max: number;
  segments: number;
  /** The value as shown, e.g. '3.2%'. */
  display: string;
  /** The maximum as shown, e.g. '10%'. */
  maxDisplay: string;
}) {
  const { token } = theme.useToken();
  const share = value === null ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>{label}</span>
        <strong>{display}</strong>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={display}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${segments}, 1fr)`, gap: 4 }}
      >
        {Array.from({ length: segments }, (_, index) => {
          const fill = Math.min(1, Math.max(0, share * segments - index));
          return (
            <span
              key={index}
              style={{
                height: 8,
                borderRadius: 4,
                background: `linear-gradient(to right, ${token.colorPrimary} ${fill * 100}%, ${token.colorFillSecondary} ${fill * 100}%)`,
              }}
            />
          );
        })}
      </div>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>of {maxDisplay}</span>
    </div>
  );
}
