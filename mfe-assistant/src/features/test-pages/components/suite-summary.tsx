import { theme } from 'antd';
import { useId } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { SuiteSummary } from '../lib/test-outcome';

const texts = assistantTexts.aiTestSuite.summary;

/** The summary line: tests run, passed, flagged, and their average overall score. */
export function SuiteSummaryLine({ summary }: { summary: SuiteSummary }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const figures = [
    [texts.testsRun, summary.testsRun],
    [texts.passed, summary.passed],
    [texts.flagged, summary.flagged],
    [texts.averageOverall, summary.averageOverall ?? texts.none],
  ] as const;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {texts.heading}
      </Title>
      <dl style={{ display: 'flex', flexWrap: 'wrap', columnGap: token.marginLG, rowGap: 4, margin: 0 }}>
        {figures.map(([term, value]) => (
          <div key={term} style={{ display: 'flex', gap: 6 }}>
            <dt>
              <Text type="secondary">{term}</Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Text strong>{value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
