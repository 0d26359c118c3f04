import { Spin, theme } from 'antd';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Text } from '@scp/shared/client/typography';
import { qualityLabelOf } from '@scp/shared/contracts/assistant/answer-quality';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import {
  type FinishedOutcome,
  type QualityBand,
  qualityBand,
  readableTextOn,
  type TestOutcome,
} from '../lib/test-outcome';

const texts = assistantTexts.aiTestSuite.result;
type Token = ReturnType<typeof theme.useToken>['token'];

/** The band colours: the theme's status text colours (green, blue, orange, red). */
export function bandColour(token: Token, band: QualityBand): string {
  return {
    green: token.colorSuccessText,
    blue: token.colorInfoText,
    orange: token.colorWarningText,
    red: token.colorErrorText,
  }[band];
}

/** A term and its value in a result's details (a `dl`): pass them as `extra` of TestResultView. */
export function ResultDetail({ term, children }: { term: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', gap: 6 }}>
      <dt>
        <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {term}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <Text style={{ fontSize: token.fontSizeSM }}>{children}</Text>
      </dd>
    </div>
  );
}

function QualityTable({ outcome }: { outcome: Extract<FinishedOutcome, { kind: 'answered' }> }) {
  const { token } = theme.useToken();
  const { quality } = outcome;
  const colour = bandColour(token, qualityBand(quality.overall));
  const cell: CSSProperties = {
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    color: token.colorText,
  };
  const scores = [
    [texts.scores.relevance, quality.relevance],
    [texts.scores.specificity, quality.specificity],
    [texts.scores.actionability, quality.actionability],
    [texts.scores.dataUsage, quality.dataUsage],
  ] as const;
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM, marginTop: token.marginSM }}>
      <caption style={{ textAlign: 'start', color: token.colorTextDescription, paddingBottom: 4 }}>
        {texts.qualityCaption}
      </caption>
      <thead>
        <tr>
          {[...scores.map(([name]) => name), texts.scores.overall].map((name) => (
            <th key={name} scope="col" style={{ ...cell, fontWeight: 600 }}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {scores.map(([name, score]) => (
            <td key={name} style={cell}>
              {score}
            </td>
          ))}
          <td style={cell}>
            <span
              data-testid="overall-score"
              style={{
                display: 'inline-block',
                padding: '0 8px',
                borderRadius: token.borderRadiusSM,
                fontWeight: 600,
                background: colour,
                // The band colours are not all readable as text on the page: on the fill they are.
                color: readableTextOn(colour),
              }}
            >
              {texts.overallValue(quality.overall, qualityLabelOf(quality.overall / 100))}
            </span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function QualityFlags({ flags }: { flags: readonly string[] }) {
  const { token } = theme.useToken();
  const labelId = useId();
  if (flags.length === 0)
    return (
      <Text type="secondary" style={{ display: 'block', marginTop: token.marginXS, fontSize: token.fontSizeSM }}>
        {texts.noFlags}
      </Text>
    );
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: token.marginXS }}>
      <Text id={labelId} type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {texts.flags}
      </Text>
      <ul
        aria-labelledby={labelId}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {flags.map((flag) => (
          <li
            key={flag}
            style={{
              padding: '0 8px',
              border: `1px solid ${token.colorErrorBorder}`,
              borderRadius: token.borderRadiusSM,
              background: token.colorErrorBg,
              color: token.colorErrorText,
              fontSize: token.fontSizeSM,
              lineHeight: '20px',
            }}
          >
            {flag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One test's result: its status, the answer, who answered how fast, and the answer's quality, edged
 * in the colour of its overall score. `extra`: more ResultDetail rows a page needs (a turn's session).
 */
export function TestResultView({ outcome, extra }: { outcome: TestOutcome | undefined; extra?: ReactNode }) {
  const { token } = theme.useToken();
  let statusLine: ReactNode;
  if (!outcome) statusLine = <Text type="secondary">{texts.notRun}</Text>;
  else if (outcome.kind === 'running')
    statusLine = (
      <>
        <Spin size="small" />
        <Text>{texts.running}</Text>
      </>
    );
  else
    statusLine = (
      <Text strong type={outcome.kind === 'failed' || outcome.response.status === 'error' ? 'danger' : undefined}>
        {`${texts.status}: `}
        {outcome.kind === 'failed' ? texts.failed(outcome.reason) : texts.statuses[outcome.response.status]}
      </Text>
    );
  // The same status element in every state: a live region is announced when its content changes,
  // not when it is put in anew.
  const status = (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {statusLine}
    </div>
  );
  if (!outcome || outcome.kind === 'running') return <div data-testid="test-result">{status}</div>;
  const edge =
    outcome.kind === 'answered' ? bandColour(token, qualityBand(outcome.quality.overall)) : token.colorErrorText;
  return (
    <div
      data-testid="test-result"
      style={{
        borderInlineStart: `4px solid ${edge}`,
        paddingInlineStart: token.paddingSM,
        marginTop: token.marginXS,
      }}
    >
      {status}
      {outcome.kind === 'answered' && (
        <div
          style={{
            whiteSpace: 'pre-wrap',
            margin: `${token.marginXS}px 0`,
            padding: token.paddingSM,
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            color: token.colorText,
          }}
        >
          <Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
            {texts.answer}
          </Text>
          <Text>{outcome.response.response}</Text>
        </div>
      )}
      <dl
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: token.margin,
          rowGap: 2,
          margin: 0,
          fontSize: token.fontSizeSM,
        }}
      >
        {outcome.kind === 'answered' && (
          <>
            <ResultDetail term={texts.engine}>{outcome.response.metadata.model}</ResultDetail>
            <ResultDetail term={texts.workflow}>{outcome.response.workflow_type}</ResultDetail>
            <ResultDetail term={texts.agent}>{outcome.response.agent}</ResultDetail>
            <ResultDetail term={texts.toolsUsed}>
              {outcome.response.metadata.tools_used.length > 0
                ? outcome.response.metadata.tools_used.join(', ')
                : texts.noTools}
            </ResultDetail>
          </>
        )}
        <ResultDetail term={texts.duration}>{texts.durationMs(outcome.durationMs)}</ResultDetail>
        {extra}
      </dl>
      {outcome.kind === 'answered' && (
        <>
          <QualityTable outcome={outcome} />
          <QualityFlags flags={outcome.quality.flags} />
        </>
      )}
    </div>
  );
}
