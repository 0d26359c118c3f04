import { theme } from 'antd';
import { useNativeControlStyle } from '@scp/shared/client/field';
import { Text } from '@scp/shared/client/typography';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { useId } from 'react';
import type { ScheduleState } from '../lib/schedule-time';
import { BestTimeChips } from './best-time-chips';

const texts = studioTexts.editor.schedule;

/**
 * The date and time a post goes out, on the owner's wall clock in `timeZone` (named beside them),
 * with the moment that is or why it cannot be, and the 'Best time' suggestions for `platform`
 * (the first picked account's) once one is picked.
 */
export function ScheduleFields({
  date,
  time,
  timeZone,
  state,
  showError,
  onChange,
  platform,
  disabled = false,
}: {
  date: string;
  time: string;
  timeZone: string;
  state: ScheduleState;
  /** Whether a problem is shown now (after a first try to schedule, or once both fields are filled). */
  showError: boolean;
  onChange: (change: { date?: string; time?: string }) => void;
  platform?: PostPlatform;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const control = useNativeControlStyle();
  const id = useId();
  const error = showError && !state.ok ? state.words : undefined;
  const errorId = `${id}-error`;
  const zoneId = `${id}-zone`;
  const describedBy = [zoneId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <fieldset style={{ border: 'none', margin: '0 0 16px', padding: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8 }}>
        <Text strong>{texts.legend}</Text>
      </legend>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 150px' }}>
          <Text>{texts.date}</Text>
          <input
            type="date"
            value={date}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ date: event.target.value })}
            style={{ ...control, colorScheme: 'dark light' }}
          />
        </label>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 120px' }}>
          <Text>{texts.time}</Text>
          <input
            type="time"
            value={time}
            step={60}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ time: event.target.value })}
            style={{ ...control, colorScheme: 'dark light' }}
          />
        </label>
      </div>
      <Text id={zoneId} type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 12 }}>
        {texts.zone(timeZone)}
        {state.ok ? ` ${texts.goesOut(state.label)}` : ''}
      </Text>
      {platform && !disabled && (
        <BestTimeChips platform={platform} timeZone={timeZone} date={date} time={time} onPick={onChange} />
      )}
      {error && (
        <div id={errorId} role="alert" style={{ marginTop: 4, fontSize: 12, color: token.colorErrorText }}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
