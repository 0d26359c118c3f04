import { MIN_PASSWORD_LENGTH } from '@scp/shared/contracts/auth/accounts-constants';

/** The sign-up password checks (validation rules): the length, and the checklist shown on focus. */
export interface PasswordChecks {
  longEnough: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
}

export function checkPassword(password: string): PasswordChecks {
  return {
    longEnough: password.length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
  };
}

export function meetsAllRules(checks: PasswordChecks): boolean {
  return checks.longEnough && checks.uppercase && checks.lowercase && checks.number;
}
