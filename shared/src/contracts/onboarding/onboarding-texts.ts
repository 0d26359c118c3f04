import type { ToastText } from '../app/app-texts';

/** The user-facing texts of onboarding. Conventions: app/app-texts.ts. */
export const onboardingTexts = {
  // screens and routes, states and transitions, validation rules, error catalogue: onboarding
  onboarding: {
    getStarted: 'Get Started',
    goToDashboard: 'Go to Dashboard',
    continueWithGoals: 'Continue with goals',
    skipGoals: 'Skip Goals',
    completeSetup: 'Complete Setup',
    skipBrandVoice: 'Skip Brand Voice',
    skipForNow: 'Skip for now',
    /** Step names as the spec lists them. */
    steps: ['Welcome', 'Integrations', 'Competitors and inspiration', 'Brand Goals', 'Brand Voice', 'Insights Report'],
    /** Paraphrased in the spec ("some data could not be saved, you can continue"). */
    saveWarning: { title: 'Save Warning', description: 'Some data could not be saved. You can continue.' },
    /** Paraphrased in the spec ("could be set up later in settings"). */
    goalsSaveFailed: {
      title: 'Goals Save Failed',
      description: 'Your goals could not be saved. You can set them up later in settings.',
    },
    /** Paraphrased in the spec ("with the reason, continue and set up later"). */
    saveFailed: (reason: string): ToastText => ({
      title: 'Save Failed',
      description: `${reason}. You can continue and set this up later.`,
    }),
    skippedBrandVoice: { title: 'Skipped Brand Voice', description: 'You can set this up later in your settings.' },
    brandVoiceSkipped: 'Brand Voice Skipped',
  },

  // Onboarding's own words beyond the spec (issue 13): the steps' headings, choices and the report.
  screen: {
    /** The shell's route title of /onboarding. */
    title: 'Onboarding',
    progressLabel: (step: number, count: number) => `Step ${step} of ${count}`,
    back: 'Back',
    continue: 'Continue',
    skipSetup: 'Skip setup',
    welcome: {
      title: 'Welcome! Let’s set up your shop’s social home',
      intro:
        'In a few steps you connect your shop and social accounts, tell us what you want to grow and how your brand sounds, and get your first insights report.',
      chooseTitle: 'What kind of business are you?',
      recommended: 'Recommended',
    },
    businessTypes: {
      ecommerce: { label: 'Online shop', description: 'You sell products online.' },
      service: { label: 'Service business', description: 'You sell your time or skills.' },
      creator: { label: 'Creator', description: 'You build an audience with your content.' },
      company: { label: 'Company', description: 'You market an established company.' },
      agency: { label: 'Agency', description: 'You manage brands for clients.' },
    },
    nameLabels: {
      store: 'Store name',
      business: 'Business name',
      company: 'Company name',
      agency: 'Agency name',
    },
    integrations: {
      title: 'Connect your accounts',
      intro: 'Connect your shop and the social accounts you post on. You can add more later in Settings.',
      connected: (count: number) => `${count} connected`,
    },
    competitors: {
      title: 'Competitors and inspiration',
      intro: 'Who do you compete with, and whose style do you admire? One per line or separated by commas.',
      competitors: 'Competitors',
      inspiration: 'Inspiration',
    },
    goals: {
      title: 'What do you want to grow?',
      intro: 'Pick the goals that matter now. We set each target from your own recent figures.',
      options: {
        'increase-sales': 'Increase sales',
        'more-orders': 'Get more orders',
        'grow-audience': 'Grow my audience',
        'boost-engagement': 'Boost engagement',
        'reach-more-people': 'Reach more people',
      },
    },
    voice: {
      title: 'How does your brand sound?',
      intro: 'Pick a tone and describe who you talk to. The assistant and the auto-responder write this way.',
      tone: 'Tone',
      audience: 'Target audience',
      audiencePlaceholder: 'e.g. Busy parents who love handmade gifts',
      tones: {
        professional: 'Professional',
        friendly: 'Friendly',
        playful: 'Playful',
        bold: 'Bold',
        luxurious: 'Luxurious',
        caring: 'Caring',
      },
    },
    report: {
      title: 'Your first insights report',
      loading: 'Reading your first figures…',
      fromAccounts: (platforms: string) => `From ${platforms}, over the last 30 days:`,
      revenue: 'Revenue',
      orders: 'Orders',
      followers: 'Followers',
      engagementRate: 'Engagement rate',
      healthScore: 'Health score',
      topTips: 'Where to start',
      goals: 'Your goals',
      goalLine: (title: string, target: string, days: number) => `${title}: ${target} in ${days} days`,
      nothingConnected: 'Nothing connected yet, so there are no figures to report.',
      unlock: [
        'Connect your shop to see revenue, orders and your best sellers.',
        'Connect Instagram, Facebook or TikTok to see followers, reach and engagement.',
        'Connect Google Analytics to measure your conversion rate.',
      ],
      syncing: 'Your accounts are still syncing: the dashboard shows the figures as they arrive.',
    },
  },
} as const;
