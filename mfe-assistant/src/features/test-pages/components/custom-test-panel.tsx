import { Button, theme } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import { Title } from '@scp/shared/client/typography';
import { assistantLimits } from '@scp/shared/contracts/assistant/assistant-api';
import {
  type AssistantWorkflowType,
  assistantWorkflowTypes,
} from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { TestCase } from '../lib/test-cases';
import type { TestOutcome } from '../lib/test-outcome';
import { TestCaseItem, TestCaseList } from './test-case-item';

const texts = assistantTexts.aiTestSuite;

/**
 * A question of the developer's own to any workflow. An empty (or blank) question is not sent
 * (validation rules: the custom AI test query must be non-empty).
 */
export function CustomTestPanel({
  runs,
  outcomes,
  disabled,
  onRun,
}: {
  /** The custom tests run so far, newest first. */
  runs: readonly TestCase[];
  outcomes: Readonly<Record<string, TestOutcome>>;
  disabled: boolean;
  onRun: (test: Omit<TestCase, 'id'> | TestCase) => void;
}) {
  const { token } = theme.useToken();
  const selectStyle = useNativeControlStyle();
  const [query, setQuery] = useState('');
  const [workflow, setWorkflow] = useState<AssistantWorkflowType>('router');
  const [error, setError] = useState<string | undefined>(undefined);
  const runsHeadingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setError(texts.custom.emptyQuery);
      return;
    }
    setError(undefined);
    onRun({ query: trimmed, workflow });
  };

  return (
    <>
      <form onSubmit={submit} noValidate style={{ maxWidth: 640, marginBottom: token.marginLG }}>
        <Field label={texts.custom.queryLabel} hint={texts.custom.queryHint} error={error}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              value={query}
              maxLength={assistantLimits.queryMax}
              rows={3}
              onChange={(event) => {
                setQuery(event.target.value);
                if (error && event.target.value.trim()) setError(undefined);
              }}
            />
          )}
        </Field>
        <Field label={texts.custom.workflowLabel}>
          {(id) => (
            <select
              id={id}
              value={workflow}
              onChange={(event) => setWorkflow(event.target.value as AssistantWorkflowType)}
              style={{ ...selectStyle, maxWidth: 320 }}
            >
              {assistantWorkflowTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="primary" htmlType="submit" disabled={disabled}>
          {texts.custom.run}
        </Button>
      </form>
      {runs.length > 0 && (
        <section aria-labelledby={runsHeadingId}>
          <Title level={3} id={runsHeadingId} style={{ fontSize: 18 }}>
            {texts.custom.runsHeading}
          </Title>
          <TestCaseList>
            {runs.map((run) => (
              <TestCaseItem
                key={run.id}
                query={run.query}
                note={run.workflow}
                runLabel={texts.runTest}
                outcome={outcomes[run.id]}
                disabled={disabled}
                onRun={() => onRun(run)}
                level={4}
              />
            ))}
          </TestCaseList>
        </section>
      )}
    </>
  );
}
