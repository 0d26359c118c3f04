import { Button, theme } from 'antd';
import { useId } from 'react';
import { Text } from '@scp/shared/client/typography';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { RunAllProgress } from '../hooks/use-test-runs';

const texts = assistantTexts.aiTestSuite;

/** Run All Tests and how far the run has got. */
export function RunAllBar({ progress, onRunAll }: { progress: RunAllProgress | null; onRunAll: () => void }) {
  const { token } = theme.useToken();
  const progressId = useId();
  const running = progress?.running ?? false;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.margin, marginBottom: 24 }}>
      <Button type="primary" size="large" onClick={onRunAll} disabled={running} loading={running}>
        {texts.runAllTests}
      </Button>
      {progress && (
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, minWidth: 240 }}>
          <progress
            aria-label={texts.progressLabel}
            aria-describedby={progressId}
            value={progress.done}
            max={progress.total}
            style={{ width: 160, accentColor: token.colorPrimary }}
          />
          <Text id={progressId} role="status">
            {running ? texts.progressRunning(progress.done + 1, progress.total) : texts.progressDone(progress.total)}
          </Text>
        </div>
      )}
    </div>
  );
}
