import { useEffect, useState } from 'react';
import { TextInput } from '@scp/shared/client/text-input';
import { HEX_COLOR_PATTERN } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { Field } from '@scp/shared/client/field';

/**
 * A brand colour: the browser's colour picker and a hex entry. Typed text applies only once it is a
 * valid hex colour (states and transitions); until then the last valid colour stays.
 */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const invalid = !HEX_COLOR_PATTERN.test(typed);
  return (
    <Field label={label} error={invalid ? settingsTexts.brandKitEditor.invalidHex : undefined}>
      {(id, describedBy) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            type="color"
            aria-label={settingsTexts.brandKitEditor.pickColor(label)}
            value={value.toLowerCase()}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            style={{ width: 40, height: 32, padding: 0, border: 0, background: 'none' }}
          />
          <TextInput
            id={id}
            value={typed}
            maxLength={7}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            style={{ width: 120, fontFamily: 'monospace' }}
            onChange={(event) => {
              const text = event.target.value.trim();
              setTyped(text);
              if (HEX_COLOR_PATTERN.test(text)) onChange(text.toUpperCase());
            }}
          />
        </div>
      )}
    </Field>
  );
}
