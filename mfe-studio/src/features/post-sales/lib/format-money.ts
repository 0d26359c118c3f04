/**
 * An amount in the shop's currency as the owner reads it ('€45.75', 'US$7.00' where the symbol is
 * shared); a currency the browser does not know is written after the amount, none leaves it bare.
 */
export function formatMoney(amount: number, currency: string): string {
  if (currency) {
    try {
      return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
  }
  return amount.toFixed(2);
}
