import { Text } from '@scp/shared/client/typography';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import type { PasswordChecks } from '../lib/password-rules';

const rules = [
  ['uppercase', accountsTexts.auth.passwordRules.uppercase],
  ['lowercase', accountsTexts.auth.passwordRules.lowercase],
  ['number', accountsTexts.auth.passwordRules.number],
] as const;

/**
 * The sign-up checklist shown while the password field has focus (validation rules). It keeps its space
 * when hidden so that nothing below it moves when the field loses focus.
 */
export function PasswordChecklist({ checks, shown }: { checks: PasswordChecks; shown: boolean }) {
  return (
    <ul
      aria-hidden={!shown}
      style={{ listStyle: 'none', margin: 0, padding: 0, visibility: shown ? 'visible' : 'hidden' }}
    >
      {rules.map(([rule, label]) => (
        <li key={rule} data-met={checks[rule]}>
          <Text type={checks[rule] ? 'success' : 'secondary'}>
            <span aria-hidden="true">{checks[rule] ? '✓ ' : '○ '}</span>
            {label}
          </Text>
        </li>
      ))}
    </ul>
  );
}
