import { Button, theme } from 'antd';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextInput } from '@scp/shared/client/text-input';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { productsLimits } from '@scp/shared/contracts/dashboard/products-api';
import { useSetLowStockThresholdMutation } from '../api/products-api';

const texts = dashboardTexts.products.threshold;

/** Parses what the owner typed: a whole number 0..100,000, or null. */
export function thresholdOf(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= productsLimits.thresholdMax ? value : null;
}

/** The owner's low-stock threshold: products with this many in stock or fewer are marked on the page. */
export function ThresholdSetting({ threshold }: { threshold: number }) {
  const { token } = theme.useToken();
  const id = useId();
  const [text, setText] = useState(String(threshold));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [save, saving] = useSetLowStockThresholdMutation();
  useEffect(() => setText(String(threshold)), [threshold]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const value = thresholdOf(text);
    if (value === null) {
      setProblem(texts.invalid);
      return;
    }
    setProblem(null);
    const result = await save({ threshold: value });
    if ('error' in result) {
      setProblem(texts.failed);
      return;
    }
    setDone(texts.saved(String(result.data.threshold)));
  };

  const describedBy = [problem ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={`${id}-input`} style={{ fontWeight: 500 }}>
        {texts.label}
      </label>
      <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'center' }}>
        <TextInput
          id={`${id}-input`}
          inputMode="numeric"
          value={text}
          aria-invalid={problem === texts.invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          style={{ width: 96 }}
        />
        <Button htmlType="submit" loading={saving.isLoading}>
          {texts.save}
        </Button>
      </div>
      <span id={`${id}-hint`} style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
        {texts.hint}
      </span>
      {problem && (
        <span id={`${id}-error`} role="alert" style={{ fontSize: token.fontSizeSM, color: token.colorErrorText }}>
          {problem}
        </span>
      )}
      <span role="status" style={{ fontSize: token.fontSizeSM }}>
        {done}
      </span>
    </form>
  );
}
