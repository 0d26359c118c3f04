/** Stripe's test card numbers the sandbox knows; any other valid number is approved too. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
};

export type CardOutcome = 'approved' | 'declined' | 'invalid';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the card network says of a number typed on the hosted page (spaces are how people type it). */
export function chargeTestCard(input: string): CardOutcome {
  const digits = input.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  return digits === TEST_CARDS.declined ? 'declined' : 'approved';
}

/** "4242 4242 4242 4242" */
export function groupedCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
