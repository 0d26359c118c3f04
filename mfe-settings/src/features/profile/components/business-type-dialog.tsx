import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Sheet } from '@scp/shared/client/sheet';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { businessTypes, type BusinessType } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';

const texts = settingsTexts.profile;
const formTexts = settingsTexts.profileForm;

/** The business type choice (states and transitions): Save is disabled until a different type is chosen. */
export function BusinessTypeDialog({
  open,
  current,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  current: string | undefined;
  saving: boolean;
  onSave: (type: BusinessType) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string | undefined>(current);
  // Each opening starts from the saved type.
  useEffect(() => {
    if (open) setChoice(current);
  }, [open, current]);
  return (
    <Sheet
      open={open}
      title={texts.businessType}
      onClose={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{formTexts.cancel}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!choice || choice === current}
            onClick={() => choice && onSave(choice as BusinessType)}
          >
            {formTexts.save}
          </Button>
        </Space>
      }
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={visuallyHidden}>{texts.businessType}</legend>
        {businessTypes.map((type) => (
          <label key={type.id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 0' }}>
            <input
              type="radio"
              name="business-type"
              value={type.id}
              checked={choice === type.id}
              onChange={() => setChoice(type.id)}
            />
            {formTexts.businessTypeLabels[type.id]}
          </label>
        ))}
      </fieldset>
    </Sheet>
  );
}
