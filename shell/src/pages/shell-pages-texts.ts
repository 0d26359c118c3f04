/**
 * The texts of the pages the shell renders itself (issue 16: the style guide and the sheet and
 * dialog developer pages), kept with the conventions of the `contracts/<area>/<area>-texts.ts`
 * files. Ours: the spec names these routes only. Each page's heading is its title in the route table;
 * the samples' words are examples, not spec texts.
 *
 * Not in `contracts/app/app-texts.ts`: that file is bundled into every chunk that reads it (the
 * shell's initial chunk, the shared toaster, api and realtime chunks, mfe-auth's), about a dozen
 * copies, several on the first visit of /auth; these words must come only with the lazy pages.
 */
export const shellPagesTexts = {
  /** /style-guide */
  styleGuide: {
    intro: 'Design tokens and components, drawn from the theme code the app itself uses.',
    sections: {
      colours: 'Colours',
      typeScale: 'Type scale',
      spacing: 'Spacing',
      components: 'Components',
      toasts: 'Toasts',
      states: 'Empty and error states',
    },
    themes: { light: 'Light theme', dark: 'Dark theme' },
    colourGroups: { brand: 'Brand', status: 'Status', text: 'Text', background: 'Background', border: 'Border' },
    heading: (level: number) => `Heading ${level}`,
    body: { fontSizeSM: 'Small text', fontSize: 'Body text', fontSizeLG: 'Large text' },
    spacing: { padding: 'Padding', margin: 'Margin' },
    components: {
      buttons: 'Buttons',
      primary: 'Primary',
      default: 'Default',
      dashed: 'Dashed',
      text: 'Text',
      link: 'Link',
      disabled: 'Disabled',
      loading: 'Loading',
      danger: 'Danger',
      switches: 'Switch',
      switchOn: 'Email alerts',
      switchOff: 'Weekly report',
      spin: 'Spin',
      skeleton: 'Skeleton',
      space: 'Space',
      divider: 'Divider',
      dividerText: 'Or',
      fields: 'Text fields',
      nameLabel: 'Business name',
      namePlaceholder: "Alice's Bakery",
      nameHint: 'Shown on your posts.',
      websiteLabel: 'Website',
      websiteError: 'Enter a valid web address.',
      passwordLabel: 'Password',
      notesLabel: 'Notes',
      tabList: 'Tab list',
      tabs: { posts: 'Posts', drafts: 'Drafts', scheduled: 'Scheduled' },
      tabPanel: (tab: string) => `${tab} show here.`,
      statTiles: 'Stat tiles',
      stats: [
        { label: 'Followers', value: '12.4K', detail: '+6% this week' },
        { label: 'Engagement', value: '4.8%', detail: '+0.3 points' },
        { label: 'Revenue', value: '$3.2K', detail: 'Last 7 days' },
      ],
    },
    toasts: {
      success: { button: 'Success toast', title: 'Changes Saved', description: 'Your profile is up to date.' },
      info: { button: 'Info toast', title: 'Sync Started', description: 'Your posts will update in a minute.' },
      warning: { button: 'Warning toast', title: 'Almost Full', description: 'Your media library is 90% full.' },
      error: { button: 'Error toast', title: 'Upload Failed', description: 'The image is larger than 10 MB.' },
    },
    states: {
      success: { title: 'Password Updated', description: 'You can sign in with it now.' },
      notFound: { title: 'Page not found', description: 'The page you are looking for does not exist.' },
      notAvailable: 'Calendar',
    },
  },

  /** /test/sheet-animation, /test/simple-sheet and /test/dialog */
  devPages: {
    close: 'Close',
    sheetAnimation: {
      intro: "Opens the app's side sheet from either side.",
      openLeft: 'Open from the left',
      openRight: 'Open from the right',
      sheetTitle: (side: 'left' | 'right') => `Sheet from the ${side}`,
      body: 'Focus stays in the sheet until it closes: Escape, a click on the backdrop and Close all close it.',
      state: (side: 'left' | 'right' | null) => (side ? `Sheet open from the ${side}` : 'Sheet closed'),
      motion: (reduced: boolean) =>
        `Reduced motion is ${reduced ? 'on' : 'off'}. The sheet opens and closes without animation either way.`,
    },
    simpleSheet: {
      intro: "The app's side sheet with a title, text and a footer.",
      open: 'Open sheet',
      sheetTitle: 'Simple sheet',
      body: 'A plain sheet: its title names it, and focus goes back to the button that opened it.',
    },
    dialog: {
      intro: "The app's centred dialog, with its answer shown once it closes.",
      open: 'Open dialog',
      dialogTitle: 'Discard this draft?',
      body: 'The draft and its images are removed. This cannot be undone.',
      cancel: 'Cancel',
      confirm: 'Confirm',
      resultLabel: 'Result:',
      none: 'None yet',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
    },
  },
} as const;
