import { Button, theme } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { isoDay, resolveDateRange, type AnalyticsQuery } from '@scp/shared/contracts/dashboard/analytics';
import { analyticsDateRanges, type AnalyticsDateRange } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { useSelectStyle } from '../../common/components/labelled-select';
import type { RangeChoice } from '../hooks/use-analytics-range';

const texts = dashboardTexts.analyticsScreen;

/** The date range of analytics (business constants): the named ranges, or a custom start and end day. */
export function RangePicker({
  query,
  choice,
  onRange,
  onCustom,
}: {
  query: AnalyticsQuery;
  choice: RangeChoice;
  onRange: (range: AnalyticsDateRange) => void;
  onCustom: (startDate: string, endDate: string) => void;
}) {
  const { token } = theme.useToken();
  const id = useId();
  // The date inputs share the selects' look, at the height of the Apply button beside them.
  const field = useSelectStyle();
  const today = isoDay(Date.now());
  const resolved = resolveDateRange(query, today);
  const [custom, setCustom] = useState(choice === 'custom');
  const [start, setStart] = useState(resolved?.current.start ?? today);
  const [end, setEnd] = useState(resolved?.current.end ?? today);
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end || start > end) {
      setError(texts.badRange);
      return;
    }
    setError(null);
    onCustom(start, end);
  };

  return (
    <form onSubmit={apply} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: token.marginSM }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }} htmlFor={`${id}-range`}>
        <span style={{ fontSize: token.fontSizeSM }}>{texts.rangeLabel}</span>
        <select
          id={`${id}-range`}
          value={custom ? 'custom' : choice}
          onChange={(event) => {
            const value = event.target.value as RangeChoice;
            if (value === 'custom') {
              setCustom(true);
              return;
            }
            setCustom(false);
            setError(null);
            onRange(value);
          }}
          style={field}
        >
          {analyticsDateRanges.map((range) => (
            <option key={range} value={range}>
              {texts.ranges[range]}
            </option>
          ))}
          <option value="custom">{texts.ranges.custom}</option>
        </select>
      </label>
      {custom && (
        <>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <span style={{ fontSize: token.fontSizeSM }}>{texts.from}</span>
            <input
              type="date"
              value={start}
              max={today}
              onChange={(event) => setStart(event.target.value)}
              style={field}
            />
          </label>
          <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <span style={{ fontSize: token.fontSizeSM }}>{texts.to}</span>
            <input type="date" value={end} max={today} onChange={(event) => setEnd(event.target.value)} style={field} />
          </label>
          <Button htmlType="submit">{texts.apply}</Button>
        </>
      )}
      {error && (
        <p role="alert" style={{ margin: 0, width: '100%', color: token.colorErrorText }}>
          {error}
        </p>
      )}
      {resolved && (
        <p style={{ margin: 0, width: '100%', fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {texts.rangeSpan(resolved.current.start, resolved.current.end)}
        </p>
      )}
    </form>
  );
}
