/**
 * Words that make a comment abuse rather than a customer's question or complaint: insults aimed at
 * people. The classifier reads complaints (an angry customer is still answered); these are what a shop
 * hides from its thread list instead of answering. Matched as whole words, any letter case.
 */
const abusiveWords: readonly string[] = [
  'idiot',
  'idiots',
  'moron',
  'morons',
  'stupid',
  'dumb',
  'loser',
  'losers',
  'scumbag',
  'scumbags',
  'bitch',
  'bastard',
  'bastards',
  'asshole',
  'assholes',
  'fuck',
  'fucking',
  'fucker',
  'shithead',
  'retard',
  'retarded',
];
const abusivePhrases: readonly string[] = ['shut up', 'go die', 'kill yourself', 'piece of shit'];

const wordSet = new Set(abusiveWords);

export function isAbusive(text: string): boolean {
  const lower = text.toLowerCase();
  if (abusivePhrases.some((phrase) => lower.includes(phrase))) return true;
  return (lower.match(/[\p{L}]+/gu) ?? []).some((word) => wordSet.has(word));
}
