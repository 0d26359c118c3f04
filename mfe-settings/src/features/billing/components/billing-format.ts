import type { BillingInterval } from '@scp/shared/contracts/settings/billing';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';

/** '$49' for whole amounts, '$49.50' otherwise: amounts arrive in the currency's minor unit. */
export function formatAmount(unitAmount: number, currency: string): string {
  const whole = unitAmount % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
  }).format(unitAmount / 100);
}

export function formatPrice(unitAmount: number, currency: string, interval: BillingInterval): string {
  return `${formatAmount(unitAmount, currency)} ${settingsTexts.billing.perInterval[interval]}`;
}

/** 'December 25, 2026': the day a paid period ends, in the words of the rest of the app. */
export function formatBillingDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
