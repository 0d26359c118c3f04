import { Typography } from 'antd';
import { messages } from '@scp/shared/contracts/messages';
import type { PasswordChecks } from '../lib/password-rules';

const rules = [
  ['uppercase', messages.auth.passwordRules.uppercase],
  ['lowercase', messages.auth.passwordRules.lowercase],
  ['number', messages.auth.passwordRules.number],
] as const;

/** The sign-up checklist shown while the password field has focus (accounts §5). */
export function PasswordChecklist({ checks }: { checks: PasswordChecks }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rules.map(([rule, label]) => (
        <li key={rule} data-met={checks[rule]}>
          <Typography.Text type={checks[rule] ? 'success' : 'secondary'}>
            <span aria-hidden="true">{checks[rule] ? '✓ ' : '○ '}</span>
            {label}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
