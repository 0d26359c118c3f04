import { Button, theme } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { TextInput } from '@scp/shared/client/text-input';
import {
  competitorHandleSchema,
  competitorPlatforms,
  type CompetitorPlatform,
} from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import { publicHandleMax } from '@scp/shared/contracts/settings/public-accounts-internal';
import { LabelledSelect } from '../../common/components/labelled-select';
import { useAddCompetitorMutation } from '../api/competitors-api';

const texts = competitorsTexts.page;

/**
 * Follows a competitor: a platform and a handle. A handle the page can tell is wrong (a link, a
 * space) is said here; the platform's own 'not found' comes back from the service in its words.
 */
export function AddCompetitorForm({ onDone }: { onDone: (message: string) => void }) {
  const { token } = theme.useToken();
  const id = useId();
  const [platform, setPlatform] = useState<CompetitorPlatform>('instagram');
  const [handle, setHandle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useAddCompetitorMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = competitorHandleSchema.safeParse(handle);
    if (!parsed.success) {
      setProblem(texts.handleInvalid);
      return;
    }
    setProblem(null);
    const result = await add({ platform, handle: parsed.data });
    if ('error' in result) {
      const error = toErrorBody(result.error);
      setProblem(error.status === 404 || error.status === 409 ? error.message : texts.addFailed);
      return;
    }
    setHandle('');
    onDone(texts.added(result.data.competitor.handle));
  };

  const describedBy = [problem ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      noValidate
      style={{ display: 'grid', gap: 6, marginBottom: token.marginLG, maxWidth: 640 }}
    >
      <h2 id={`${id}-heading`} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {texts.addHeading}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end' }}>
        <LabelledSelect
          label={texts.platformLabel}
          value={platform}
          options={competitorPlatforms.map((key) => ({ value: key, label: competitorsTexts.platformName(key) }))}
          onChange={setPlatform}
        />
        <div style={{ display: 'grid', gap: 4, flex: '1 1 220px' }}>
          <label htmlFor={`${id}-handle`} style={{ fontWeight: 500 }}>
            {texts.handleLabel}
          </label>
          <TextInput
            id={`${id}-handle`}
            value={handle}
            maxLength={publicHandleMax}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setHandle(event.target.value)}
          />
        </div>
        <Button type="primary" htmlType="submit" loading={adding.isLoading}>
          {texts.add}
        </Button>
      </div>
      <span id={`${id}-hint`} style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
        {texts.handleHint}
      </span>
      {problem && (
        <span id={`${id}-error`} role="alert" style={{ color: token.colorErrorText }}>
          {problem}
        </span>
      )}
    </form>
  );
}
