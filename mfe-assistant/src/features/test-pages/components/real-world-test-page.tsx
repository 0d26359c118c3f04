import { useId } from 'react';
import { Title } from '@scp/shared/client/typography';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { type QueuedTest, useTestRuns } from '../hooks/use-test-runs';
import { realWorldScenarios, type Scenario } from '../lib/test-cases';
import { RunAllBar } from './run-all-bar';
import { TestCaseItem, TestCaseList } from './test-case-item';
import { DevPageFrame } from '@scp/shared/client/dev-page-frame';

const texts = assistantTexts.aiTestSuite;

// No workflow named: the router decides, which is what this page is for.
const queued = (scenario: Scenario): QueuedTest => ({
  id: scenario.id,
  request: { query: scenario.query, workflow_type: 'router' },
});

/**
 * Real-world questions, /test/adk-real-world: how the router handles what owners actually type
 * (loose wording, an ambiguous question, a request for an image), one by one or all in order.
 */
export function RealWorldTestPage({
  title,
  delayBetweenTestsMs = assistant.testSuite.delayBetweenTestsMs,
}: {
  title: string;
  delayBetweenTestsMs?: number;
}) {
  const { outcomes, progress, runOne, runAll, runningAll } = useTestRuns(delayBetweenTestsMs);
  const headingId = useId();
  return (
    <DevPageFrame title={title} intro={texts.realWorld.intro}>
      <RunAllBar progress={progress} onRunAll={() => void runAll(realWorldScenarios.map(queued))} />
      <section aria-labelledby={headingId}>
        <Title level={2} id={headingId} style={{ fontSize: 20 }}>
          {texts.realWorld.scenariosHeading}
        </Title>
        <TestCaseList>
          {realWorldScenarios.map((scenario) => (
            <TestCaseItem
              key={scenario.id}
              query={scenario.query}
              note={scenario.note ? texts.realWorld.notes[scenario.note] : undefined}
              runLabel={texts.realWorld.runScenario}
              outcome={outcomes[scenario.id]}
              disabled={runningAll}
              onRun={() => void runOne(queued(scenario))}
            />
          ))}
        </TestCaseList>
      </section>
    </DevPageFrame>
  );
}
