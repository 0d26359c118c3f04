// The competitors page (/inspiration/competitors) and the competitors API: the words the owner reads.

const platformNames = { instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok' } as const;
type Platform = keyof typeof platformNames;

export const competitorsTexts = {
  platformName: (platform: Platform) => platformNames[platform],
  /** The platform knows no such account: nothing is stored. */
  notFound: (platform: Platform, handle: string, words?: string) =>
    `${platformNames[platform]} has no account @${handle}${words ? ` (“${words}”)` : ''}.`,
  duplicate: 'You already follow this competitor.',
  tooMany: (max: number) => `You can follow up to ${max} competitors. Remove one to add another.`,
  notConnected:
    'Instagram shows other accounts only to a connected Instagram business account. Connect yours in Settings, Integrations.',
  rejected: (platform: Platform, words?: string) =>
    `${platformNames[platform]} no longer accepts your connection${words ? ` (“${words}”)` : ''}. Connect it again in Settings, Integrations.`,
  unavailable: (platform: Platform) =>
    `${platformNames[platform]} could not be reached just now. The figures update at the next daily snapshot.`,
  refused: (platform: Platform, words?: string) =>
    `${platformNames[platform]} would not show this account${words ? ` (“${words}”)` : ''}.`,
  gone: (platform: Platform, handle: string) =>
    `${platformNames[platform]} no longer shows an account @${handle}. It may have been renamed or made private.`,
  ownPostsUnavailable: 'Your own posts could not be read just now, so their figures are missing.',
  ownAccountsUnavailable: 'Your connected accounts could not be read just now.',
  matrixNone: 'No competitors are recorded yet: add them during onboarding to compare against them.',
  matrixNoSnapshots: 'Your competitors have no snapshot yet: the first is taken when they are added, then daily.',
} as const;
