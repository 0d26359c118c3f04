import { Button, theme } from 'antd';
import { type ReactNode, useId } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import type { TestOutcome } from '../lib/test-outcome';
import { TestResultView } from './test-result-view';

/** One test question in a list: the question as its heading, its Run button and its result. */
export function TestCaseItem({
  query,
  note,
  runLabel,
  outcome,
  disabled,
  onRun,
  level = 3,
}: {
  query: string;
  /** What the question tests, beside it. */
  note?: string;
  runLabel: string;
  outcome: TestOutcome | undefined;
  /** While a Run All goes through the list: one at a time. */
  disabled: boolean;
  onRun: () => void;
  /** The question's heading level: one under the heading of the list's section. */
  level?: 3 | 4;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  const running = outcome?.kind === 'running';
  let noteTag: ReactNode = null;
  if (note)
    noteTag = (
      <Text
        style={{
          padding: '0 8px',
          borderRadius: token.borderRadiusSM,
          border: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorFillQuaternary,
          fontSize: token.fontSizeSM,
        }}
      >
        {note}
      </Text>
    );
  return (
    <li
      aria-labelledby={headingId}
      style={{
        padding: token.padding,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
        <Title level={level} id={headingId} style={{ margin: 0, fontSize: 16, flex: '1 1 240px' }}>
          {query}
        </Title>
        {noteTag}
        {/* Described by its question: a screen reader's list of buttons says which test each runs. */}
        <Button onClick={onRun} loading={running} disabled={disabled || running} aria-describedby={headingId}>
          {runLabel}
        </Button>
      </div>
      <div style={{ marginTop: token.marginXS }}>
        <TestResultView outcome={outcome} />
      </div>
    </li>
  );
}

/** The list the items go in. */
export function TestCaseList({ children }: { children: ReactNode }) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>{children}</ul>;
}
