import { useMemo, useState } from 'react';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { matchingTimeZones, timeZoneOptions } from '../lib/time-zone-options';

const texts = settingsTexts.profile;

/**
 * The owner's time zone: a search box narrowing the browser's own select (no antd Select, so the
 * shared antd chunk does not grow; see Field). The chosen zone stays listed whatever the search.
 */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [query, setQuery] = useState('');
  const selectStyle = useNativeControlStyle();
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const shown = useMemo(() => {
    const matching = matchingTimeZones(options, query);
    const chosen = options.find((option) => option.value === value);
    return chosen && !matching.includes(chosen) ? [chosen, ...matching] : matching;
  }, [options, query, value]);
  const noMatch = query.trim() !== '' && matchingTimeZones(options, query).length === 0;
  return (
    <Field label={texts.timeZone} hint={noMatch ? texts.timeZoneNoMatch(query.trim()) : texts.timeZoneHint}>
      {(id, describedBy) => (
        <>
          <TextInput
            type="search"
            aria-label={texts.timeZoneSearch}
            placeholder={texts.timeZoneSearch}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ marginBottom: 6 }}
          />
          <select
            id={id}
            aria-describedby={describedBy}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            style={selectStyle}
          >
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
    </Field>
  );
}
