import { theme } from 'antd';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Text } from '@scp/shared/client/typography';
import type { TargetCheck } from '@scp/shared/contracts/studio/post-rules';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { PublishableAccount } from '../lib/publishable-accounts';

const texts = studioTexts.editor.checks;

/**
 * Each picked account's counter and every reason it cannot go as it is, in words, live: a screen
 * reader hears the change as the owner types (polite, after the keystroke).
 */
export function RuleStatus({
  checks,
  accountOf,
}: {
  checks: readonly TargetCheck[];
  accountOf: (check: TargetCheck) => PublishableAccount | undefined;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="post-checks-heading" style={{ marginBottom: 16 }}>
      <h2 id="post-checks-heading" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {texts.heading}
      </h2>
      <ul aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {checks.map((check) => {
          const name = studioTexts.platformNames[check.platform];
          const account = accountOf(check);
          const over = check.used > check.limit;
          return (
            <li
              key={`${check.platform}:${check.accountId}`}
              data-check={check.platform}
              style={{
                border: `1px solid ${check.problems.length > 0 ? token.colorWarningBorder : token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
                padding: '8px 12px',
              }}
            >
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                <PlatformMark platform={check.platform} />
                <Text strong>{account ? `${name} · ${account.displayName}` : name}</Text>
                <Text
                  type={over ? 'danger' : 'secondary'}
                  style={{ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' }}
                  aria-label={texts.counterLabel(check.used, check.limit)}
                >
                  {texts.counter(check.used, check.limit)}
                </Text>
              </div>
              {check.problems.length === 0 ? (
                <Text type="success" style={{ display: 'block', fontSize: 13 }}>
                  {texts.ready(name)}
                </Text>
              ) : (
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {check.problems.map((problem) => (
                    <li key={`${problem.field}:${problem.text}`}>
                      <Text type={problem.kind === 'refused' ? 'danger' : 'warning'} style={{ fontSize: 13 }}>
                        {problem.text}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
