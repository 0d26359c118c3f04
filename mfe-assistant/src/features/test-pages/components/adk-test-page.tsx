import { useId, useMemo, useRef, useState } from 'react';
import { Title } from '@scp/shared/client/typography';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { type QueuedTest, useTestRuns } from '../hooks/use-test-runs';
import {
  allPredefinedTests,
  predefinedTests,
  type SuiteWorkflow,
  suiteWorkflows,
  type TestCase,
} from '../lib/test-cases';
import { summarise } from '../lib/test-outcome';
import { CustomTestPanel } from './custom-test-panel';
import { RunAllBar } from './run-all-bar';
import { SuiteSummaryLine } from './suite-summary';
import { TestCaseItem, TestCaseList } from './test-case-item';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';
import { type WorkflowTab, WorkflowTabs } from './workflow-tabs';

const texts = assistantTexts.aiTestSuite;
type SuiteTab = SuiteWorkflow | 'custom';

const queued = (test: TestCase): QueuedTest => ({
  id: test.id,
  request: { query: test.query, workflow_type: test.workflow },
});

/**
 * The AI workflow test suite, /test/adk (screens and routes, calls): five tabs of test questions posted to
 * the analytics, content, market intelligence and router workflows (and any workflow from Custom),
 * each answer scored; Run All Tests runs every predefined question in order.
 */
export function AdkTestPage({
  title,
  delayBetweenTestsMs = assistant.testSuite.delayBetweenTestsMs,
}: {
  title: string;
  delayBetweenTestsMs?: number;
}) {
  const { outcomes, progress, runOne, runAll, runningAll } = useTestRuns(delayBetweenTestsMs);
  const [tab, setTab] = useState<SuiteTab>('analytics');
  const [customRuns, setCustomRuns] = useState<readonly TestCase[]>([]);
  const nextCustomId = useRef(1);
  const testsHeadingId = useId();
  const summary = useMemo(() => summarise(Object.values(outcomes)), [outcomes]);

  const runCustom = (test: Omit<TestCase, 'id'> | TestCase) => {
    let run: TestCase;
    if ('id' in test) run = test;
    else {
      run = { ...test, id: `custom-${nextCustomId.current}` };
      nextCustomId.current += 1;
      setCustomRuns((runs) => [run, ...runs]);
    }
    void runOne(queued(run));
  };

  const tabs: ReadonlyArray<WorkflowTab<SuiteTab>> = [
    ...suiteWorkflows.map((workflow) => ({
      key: workflow,
      label: texts.tabs[workflow],
      panel: (
        <TestCaseList>
          {predefinedTests[workflow].map((test) => (
            <TestCaseItem
              key={test.id}
              query={test.query}
              runLabel={texts.runTest}
              outcome={outcomes[test.id]}
              disabled={runningAll}
              onRun={() => void runOne(queued(test))}
            />
          ))}
        </TestCaseList>
      ),
    })),
    {
      key: 'custom',
      label: texts.tabs.custom,
      panel: <CustomTestPanel runs={customRuns} outcomes={outcomes} disabled={runningAll} onRun={runCustom} />,
    },
  ];

  return (
    <DevPageFrame title={title} intro={texts.intro}>
      <RunAllBar progress={progress} onRunAll={() => void runAll(allPredefinedTests.map(queued))} />
      <SuiteSummaryLine summary={summary} />
      <section aria-labelledby={testsHeadingId}>
        <Title level={2} id={testsHeadingId} style={{ fontSize: 20 }}>
          {texts.testsHeading}
        </Title>
        <WorkflowTabs label={texts.tabsLabel} tabs={tabs} active={tab} onChange={setTab} />
      </section>
    </DevPageFrame>
  );
}
