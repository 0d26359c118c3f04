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
  page: {
    title: 'Competitors',
    subtitle:
      'What Instagram, Facebook and TikTok show publicly of the accounts you compare with, snapshotted daily, beside your own accounts.',
    loading: 'Loading your competitors…',
    failed: 'Your competitors could not be loaded.',
    addHeading: 'Add a competitor',
    platformLabel: 'Platform',
    handleLabel: 'Handle',
    handleHint:
      'The account’s handle, like @crumbandcrust. TikTok and Facebook show public accounts to anyone; Instagram shows them to a connected Instagram business account.',
    handleInvalid:
      'Enter the handle only, like @crumbandcrust: letters, digits, dots, dashes and underscores, no link.',
    add: 'Add',
    added: (handle: string) => `@${handle} added.`,
    addFailed: 'The competitor could not be added. Try again.',
    removed: (handle: string) => `@${handle} removed.`,
    removeFailed: 'The competitor could not be removed. Try again.',
    remove: (handle: string) => `Remove @${handle}`,
    removeShort: 'Remove',
    tableCaption: 'Your accounts and your competitors side by side, over the last 30 days',
    columns: {
      account: 'Account',
      followers: 'Followers',
      trend: 'Followers, 30 days',
      postsPerWeek: 'Posts a week',
      avgEngagement: 'Avg engagement per post',
      topPost: 'Top post',
      actions: 'Actions',
    },
    you: 'You',
    fromOnboarding: 'From onboarding',
    notYet: 'No snapshot yet',
    unknown: '–',
    change: (change: number) =>
      `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change).toLocaleString('en-US')}`,
    trendLabel: (name: string, from: number, to: number) =>
      `Followers of ${name} over the last 30 days, from ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')}`,
    topPost: (engagement: number) => `${engagement.toLocaleString('en-US')} engagements`,
    empty: 'No competitors yet. Add the accounts you compare with above.',
    noOwnAccounts:
      'Connect your Instagram, Facebook or TikTok account in Settings to see your own figures beside theirs.',
    connect: 'Go to Integrations',
  },
  matrixNone: 'No competitors are recorded yet: add them during onboarding to compare against them.',
  matrixNoSnapshots: 'Your competitors have no snapshot yet: the first is taken when they are added, then daily.',
} as const;
