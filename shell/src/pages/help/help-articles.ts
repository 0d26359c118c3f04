/**
 * The Help centre's articles (issue 16): how each area of the product works today, in our words.
 * Shell-only content (the help pages' lazy chunk), kept as typed data rather than markup: the
 * article page renders headings, paragraphs and numbered steps from it, so no text here is ever
 * read as HTML. Numbers quoted here come from the code and the spec (business constants: weights,
 * the auto-responder's due times, Meta's messaging windows); `help-articles.test.ts` keeps the
 * ones that have a constant equal to it.
 */

export const helpAreaIds = [
  'account',
  'settings',
  'integrations',
  'dashboard',
  'onboarding',
  'assistant',
  'auto-responder',
] as const;
export type HelpAreaId = (typeof helpAreaIds)[number];

export interface HelpArea {
  id: HelpAreaId;
  title: string;
  summary: string;
}

export interface HelpSection {
  heading: string;
  paragraphs: readonly string[];
  /** A numbered list after the paragraphs: what to click, in order. */
  steps?: readonly string[];
}

export interface HelpArticle {
  /** Its address: /help/docs/{id} (kebab-case). */
  id: string;
  area: HelpAreaId;
  title: string;
  /** One or two sentences: shown in lists and search results, and under the article's title. */
  summary: string;
  sections: readonly HelpSection[];
  /** Other articles worth reading next (ids); the article's area fills up the rest. */
  related?: readonly string[];
}

export const helpAreas: readonly HelpArea[] = [
  {
    id: 'account',
    title: 'Signing in and your account',
    summary: 'Create an account, sign in with email, Google, Apple or Shopify, and reset a password.',
  },
  {
    id: 'settings',
    title: 'Settings',
    summary: 'Your profile, brand voice, brand kit, appearance and plan.',
  },
  {
    id: 'integrations',
    title: 'Connected accounts',
    summary: 'Connect, reconnect and disconnect your shop, social and analytics accounts.',
  },
  {
    id: 'dashboard',
    title: 'Dashboard and health score',
    summary: 'What the dashboard shows, where its figures come from and how the health score is worked out.',
  },
  {
    id: 'onboarding',
    title: 'Getting set up',
    summary: 'The six setup steps a new account goes through.',
  },
  {
    id: 'assistant',
    title: 'Assistant Pro',
    summary: 'Ask the AI assistant about your shop and let it draft posts.',
  },
  {
    id: 'auto-responder',
    title: 'ResponseFlow Pro (auto-responder)',
    summary: 'Let the app answer customer messages and hand you the ones that need a person.',
  },
];

export const helpArticles: readonly HelpArticle[] = [
  // ---------------------------------------------------------------------------------------------
  // Signing in and your account
  {
    id: 'create-an-account',
    area: 'account',
    title: 'Create an account with your email',
    summary: 'Sign up with an email address and a password in two short steps.',
    sections: [
      {
        heading: 'Sign up',
        paragraphs: ['Anyone with an email address can create an account. Your password needs at least 6 characters.'],
        steps: [
          'Open the sign-in page and choose Sign up.',
          'Enter your email address and choose Continue.',
          'Enter your full name and a password, then choose Create Account.',
        ],
      },
      {
        heading: 'Confirming your address',
        paragraphs: [
          'Depending on how the app is set up, you are either signed in at once or sent a confirmation email. If you get the email, open its link and choose Confirm email address; the link works for 24 hours. Until then, signing in answers "Email not confirmed".',
          'If the address is already registered, sign-up says "An account with this email already exists. Please sign in." Sign in instead, or reset the password if you no longer know it.',
        ],
      },
      {
        heading: 'After signing up',
        paragraphs: [
          'A new account starts with a short setup (connecting accounts, goals and your brand voice). You can skip it and come back to everything later in Settings.',
        ],
      },
    ],
    related: ['onboarding-steps', 'sign-in-with-google-apple-shopify'],
  },
  {
    id: 'sign-in-with-google-apple-shopify',
    area: 'account',
    title: 'Sign in with Google, Apple or Shopify',
    summary: 'Use your Google or Apple account, or your Shopify store, instead of a password.',
    sections: [
      {
        heading: 'Google and Apple',
        paragraphs: [
          'Choose the Google or Apple button on the sign-in page, sign in there and allow access. The first time, this creates your account from the name and email address the provider shares.',
          'If you already have an account with the same email address and Google or Apple confirms that address is yours, both sign-ins lead to the same account. A password that was set on that address before it was ever confirmed stops working: whoever set it may not have been you.',
        ],
      },
      {
        heading: 'Shopify',
        paragraphs: [
          'The Shopify sign-in uses your store. Its first click opens a field for the store domain; the .myshopify.com part is optional.',
          'A store email is never joined to an account that already exists: if your email address already has an account, sign in with that account instead and connect the store under Settings, Integrations.',
        ],
        steps: [
          'Choose the Shopify button.',
          'Enter your store domain, for example your-store.myshopify.com.',
          'Choose Connect Store and approve the app in Shopify.',
        ],
      },
      {
        heading: 'If it does not work',
        paragraphs: [
          'If you deny access, or the provider reports a problem, you come back to the sign-in page with the reason. Nothing is created or changed.',
        ],
      },
    ],
    related: ['create-an-account', 'connect-your-shopify-store'],
  },
  {
    id: 'reset-your-password',
    area: 'account',
    title: 'Reset a forgotten password',
    summary: 'Get a one-time link by email and choose a new password.',
    sections: [
      {
        heading: 'Ask for a reset link',
        paragraphs: [],
        steps: [
          'On the sign-in page, choose Forgot password?',
          'Enter your email address and choose Send Reset Link.',
          'Open the link in the email, enter the new password twice and save it.',
        ],
      },
      {
        heading: 'What to expect',
        paragraphs: [
          'The answer is the same whether or not an account uses that address, so nobody can find out who has an account. At most one reset email goes to an address per minute.',
          'The link works once and for one hour. After the password is changed you are taken back to the sign-in page, and every session of the account is signed out, so anyone who knew the old password is out too.',
          'An account made with Google, Apple or Shopify has no password until you set one; it keeps working with its provider either way.',
        ],
      },
      {
        heading: 'Too many failed attempts',
        paragraphs: [
          'After 10 wrong passwords for one account from the same network within 15 minutes, sign-in pauses for that address and says "Too many failed sign-in attempts. Please try again later." Sign-ins from other networks are not affected.',
        ],
      },
    ],
    related: ['sessions-and-signing-out'],
  },
  {
    id: 'sessions-and-signing-out',
    area: 'account',
    title: 'Staying signed in and signing out',
    summary: 'How long a session lasts, when it is extended and how to sign out.',
    sections: [
      {
        heading: 'How long you stay signed in',
        paragraphs: [
          'A session lasts one hour and is extended while you use the app: in its last 10 minutes it is renewed if you clicked, typed or scrolled within the last 5 minutes. However active you are, a session ends 12 hours after you signed in.',
          'If you were away, you are signed out when 2 minutes are left; once it has expired you see a message and go to the sign-in page.',
        ],
      },
      {
        heading: 'Signing out',
        paragraphs: [
          'Sign Out is at the bottom of the sidebar; on a phone, open the menu at the top left. Signing out ends the session on this device only. Changing or resetting your password signs out your other devices.',
        ],
      },
    ],
    related: ['reset-your-password'],
  },

  // ---------------------------------------------------------------------------------------------
  // Settings
  {
    id: 'profile-settings',
    area: 'settings',
    title: 'Your profile',
    summary: 'Change your name, photo, company, website, business type and industry.',
    sections: [
      {
        heading: 'Profile fields',
        paragraphs: [
          'Open Settings, Profile. Full Name, Company Name, Website and Industry are saved together with Save All Changes. Your email address is shown but cannot be changed: it is how you sign in.',
          'Business Type opens its own dialog and is saved there. Industry may show a suggestion from your connected Shopify store, which you can take with Use suggestion.',
        ],
      },
      {
        heading: 'Profile photo',
        paragraphs: [
          'Choose Change Photo and pick a PNG, JPG or WEBP image smaller than 2 MB. The photo is saved at once, resized and stripped of its metadata (such as the location it was taken at).',
        ],
      },
    ],
    related: ['brand-voice', 'brand-kit'],
  },
  {
    id: 'brand-voice',
    area: 'settings',
    title: 'Brand voice profiles',
    summary: 'Describe how your brand sounds; the assistant and the auto-responder write that way.',
    sections: [
      {
        heading: 'What a voice profile holds',
        paragraphs: [
          'Each profile has a name, a short description of your audience (up to 150 characters), favourite words and four sliders from 0 to 100: tone, engagement, creativity and formality. New profiles start every slider at 50.',
          'The default profile is the one Assistant Pro and ResponseFlow Pro write with. The auto-responder follows its formality and engagement: a formal voice greets with "Hello" and signs off with "Kind regards"; a more engaging one offers further help at the end.',
        ],
      },
      {
        heading: 'Working with profiles',
        paragraphs: [
          'Changes show Save Voice until you save them, then Saved ✓. New Profile adds "Voice Profile 2", "Voice Profile 3" and so on; the first profile you make is the default. You can keep up to 20. Delete Profile appears only while you have more than one.',
          'The setup steps save your answers as a profile named Onboarding Profile.',
        ],
      },
    ],
    related: ['onboarding-steps', 'how-the-auto-responder-works'],
  },
  {
    id: 'brand-kit',
    area: 'settings',
    title: 'Brand kit: logos and colours',
    summary: 'Upload your logos and set the three brand colours.',
    sections: [
      {
        heading: 'Colours',
        paragraphs: [
          'Settings, Brand Kit has a primary, a secondary and an accent colour. Each is # followed by 6 hex digits, such as #0066CC; until you change them they are #000000, #666666 and #0066CC. Save them with Save Colours.',
        ],
      },
      {
        heading: 'Logos',
        paragraphs: [
          'You can keep three logos: the primary one, one for light backgrounds and one for dark backgrounds. Upload PNG, JPG or SVG files up to 2 MB. Pictures are resized and re-saved without their metadata, and SVG files are cleaned of scripts before they are stored. Replace or Remove changes a logo at any time.',
        ],
      },
    ],
    related: ['brand-voice'],
  },
  {
    id: 'appearance-and-notifications',
    area: 'settings',
    title: 'Appearance and notifications',
    summary: 'Dark mode, email notifications and sound effects.',
    sections: [
      {
        heading: 'The switches',
        paragraphs: [
          'Settings, Appearance has three switches. Dark Mode changes the app’s colours; the same switch is in the sidebar, and the choice is also remembered on this device for when you are signed out.',
          'Email Notifications (on for new accounts) sends you an email when a connected account stops working, for example when a platform asks you to sign in again. Sound Effects is off unless you turn it on.',
        ],
      },
    ],
    related: ['connect-an-account'],
  },
  {
    id: 'plans-and-billing',
    area: 'settings',
    title: 'Plans and billing',
    summary: 'See your plan, choose a paid plan, cancel or resume it.',
    sections: [
      {
        heading: 'Your plan',
        paragraphs: [
          'Settings, Billing shows your current plan. Every account is on Free until it chooses a paid plan.',
          'Choose a plan and you are taken to the payment provider’s secure page to pay; your card details never reach us. Your new plan shows as soon as the provider confirms the payment.',
        ],
      },
      {
        heading: 'Cancelling',
        paragraphs: [
          'Cancel Plan stops the plan at the end of the period you have paid for: you keep it until then and move to Free after. Until that date, Resume Plan undoes the cancellation. To change to another plan, cancel the current one first.',
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Connected accounts
  {
    id: 'connect-an-account',
    area: 'integrations',
    title: 'Connect, reconnect and sync an account',
    summary: 'Link a platform from Settings, Integrations and keep its figures up to date.',
    sections: [
      {
        heading: 'Connect',
        paragraphs: [
          'You can connect Shopify, Instagram, Facebook, TikTok, LinkedIn, X, Pinterest and Google Analytics. Signing in happens on the platform itself: we never see your password there.',
        ],
        steps: [
          'Open Settings, Integrations (use the search box to find a platform).',
          'Choose Connect next to the platform. A window opens with the platform’s sign-in; on a phone the whole page goes there and comes back.',
          'Sign in and allow access. The app says so (for example "Instagram Connected") and lists the accounts it found.',
        ],
      },
      {
        heading: 'Syncing',
        paragraphs: [
          'The first sync starts as soon as an account is connected and reads up to 400 days of history. After that the figures are synced every 5 minutes. The Sync button next to an account runs one now, and Refresh All reads every account again from its platform.',
        ],
      },
      {
        heading: 'Status and reconnecting',
        paragraphs: [
          'Each account shows its status: Connected; Expires in a few days (the platform’s access ends then); Needs re-auth (the platform no longer accepts the access, for example after a password change there); or Error. When a status changes you get a message in the app and, with Email Notifications on, an email.',
          'Choose Reconnect and sign in again to fix it. Reconnecting updates the same account: its history and settings stay.',
        ],
      },
    ],
    related: ['disconnect-an-account', 'appearance-and-notifications'],
  },
  {
    id: 'disconnect-an-account',
    area: 'integrations',
    title: 'Disconnect an account, with or without its history',
    summary: 'Stop syncing an account and choose whether its synced figures are deleted.',
    sections: [
      {
        heading: 'Disconnect',
        paragraphs: [
          'Choose Disconnect next to the account and confirm. The app withdraws its access at the platform where the platform allows it and forgets the account’s keys. While it works the dialog shows Disconnecting... and then Successfully Disconnected!',
        ],
      },
      {
        heading: 'With or without its history',
        paragraphs: [
          'Leave "Also delete its synced history" unticked to keep the figures synced so far. The dashboard and analytics count only accounts that are connected now, so they leave it out, but its history is kept and counts again if you connect the same account later.',
          'Tick it to delete the account’s synced figures for good as it is disconnected. This cannot be undone; connecting the account again syncs its history from the platform afresh.',
        ],
      },
    ],
    related: ['connect-an-account'],
  },
  {
    id: 'connect-instagram-and-facebook',
    area: 'integrations',
    title: 'Instagram and Facebook',
    summary: 'Connect your Facebook pages and the Instagram business accounts linked to them.',
    sections: [
      {
        heading: 'What connecting gives you',
        paragraphs: [
          'Facebook: the followers, reach and engagement of each Facebook page you manage, and its Messenger conversations for ResponseFlow Pro. Instagram: followers, reach, impressions and engagement of your Instagram business accounts, and when your followers are online, which Assistant Pro uses to suggest the best time to post.',
          'Both connect through Meta’s sign-in. You can connect several pages and several Instagram accounts.',
        ],
      },
      {
        heading: 'Instagram needs a Facebook page',
        paragraphs: [
          'Meta gives access to an Instagram account only when it is a business account linked to a Facebook page you manage. If none is, connecting says "None of your Facebook pages has an Instagram business account linked to it." Link the account to a page in Instagram’s settings, then connect again.',
          'If you manage no Facebook page, connecting Facebook says "No Facebook pages were found for this account."',
        ],
      },
      {
        heading: 'For the auto-responder',
        paragraphs: [
          'ResponseFlow Pro answers Messenger and Instagram direct messages through the connected page. Without a working page connection, replies fail with "No active Facebook page connection found": reconnect Facebook or Instagram.',
        ],
      },
    ],
    related: ['connect-an-account', 'how-the-auto-responder-works'],
  },
  {
    id: 'connect-your-shopify-store',
    area: 'integrations',
    title: 'Shopify',
    summary: 'Connect your store for sales, orders and best sellers, and for the auto-responder’s answers.',
    sections: [
      {
        heading: 'Connect the store',
        paragraphs: [
          'Choose Connect next to Shopify, enter the store domain (your-store.myshopify.com; the .myshopify.com part is optional) and choose Continue, then approve the app in Shopify.',
        ],
      },
      {
        heading: 'What connecting gives you',
        paragraphs: [
          'Daily sales, paid orders and average order value, and your best-selling products over 7, 30 and 90 days, on the dashboard and in analytics. New orders reach today’s figures with the next sync, or at once when Shopify tells the app about the order.',
          'ResponseFlow Pro looks up your products (price and stock) and orders (status and tracking) to answer customers, and your profile can take its industry from the store.',
        ],
      },
      {
        heading: 'If you remove the app in Shopify',
        paragraphs: [
          'Uninstalling the app from your Shopify admin withdraws the connection here too. Connect again to resume syncing.',
        ],
      },
    ],
    related: ['how-the-auto-responder-works', 'dashboard-overview'],
  },
  {
    id: 'connect-tiktok-linkedin-x-pinterest',
    area: 'integrations',
    title: 'TikTok, LinkedIn, X and Pinterest',
    summary: 'What each of these platforms adds once connected.',
    sections: [
      {
        heading: 'What each one gives you',
        paragraphs: [
          'TikTok: followers, views, likes, comments and shares of your TikTok account, and its follower growth, which the quick reading of the health score uses.',
          'LinkedIn: followers and engagement of the company pages you administer. Personal profiles are not included; if you administer no company page, connecting says "You do not administer any LinkedIn company pages."',
          'X: followers and post engagement of your X account. Pinterest: followers, impressions and saves of your Pinterest business account.',
        ],
      },
      {
        heading: 'One account each',
        paragraphs: [
          'TikTok, X and Pinterest connect one account each; LinkedIn can connect several company pages. Each one adds to the dashboard’s totals and to the health score’s diversification points.',
        ],
      },
    ],
    related: ['connect-an-account', 'health-score'],
  },
  {
    id: 'connect-google-analytics',
    area: 'integrations',
    title: 'Google Analytics',
    summary: 'Connect your GA4 properties for sessions, conversions and conversion rate.',
    sections: [
      {
        heading: 'What connecting gives you',
        paragraphs: [
          'Sessions, conversions and revenue of your Google Analytics 4 properties. The dashboard’s conversion rate needs them: without Google Analytics, analytics says "Connect Google Analytics to measure conversion".',
          'You can connect several properties of the Google account. Only GA4 properties are supported; if there are none, connecting says "No Google Analytics 4 property was found for this Google account."',
        ],
      },
    ],
    related: ['connect-an-account', 'dashboard-overview'],
  },

  // ---------------------------------------------------------------------------------------------
  // Dashboard and health score
  {
    id: 'dashboard-overview',
    area: 'dashboard',
    title: 'The dashboard and analytics',
    summary: 'What the dashboard shows, Demo Data, and where to see figures for any date range.',
    sections: [
      {
        heading: 'Demo Data',
        paragraphs: [
          'The dashboard opens with Demo Data on: a sample shop’s figures, clearly labelled, with a health score of 96. Turn the Demo Data switch off (in the tab bar) to see your own connected accounts. Your choice is remembered on this device, and the two are never mixed.',
        ],
      },
      {
        heading: 'What is on it',
        paragraphs: [
          'At the top: a greeting, your health score ring and this week’s growth and engagements. Quick Actions lead to the studio and to analytics. Four tabs follow: Overview (revenue with the previous period, return on ad spend, conversion rate and average order value), Performance, Engagement (each platform’s share) and AI Insights. Revenue Performance shows the last 30 days; Recent Activity and Weekly Progress (your goals) sit beside the tabs on wide screens and below them otherwise.',
          'The dashboard counts only the accounts that are connected now, and its figures are as fresh as the last sync (every 5 minutes).',
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: [
          'Analytics has an overview and a deep dive for any range: today, yesterday, the last 7, 30 or 90 days, the last 12 months or a custom range. The range stays in the page address, so you can bookmark or share it.',
        ],
      },
    ],
    related: ['health-score', 'connect-an-account'],
  },
  {
    id: 'health-score',
    area: 'dashboard',
    title: 'How the health score is calculated',
    summary: 'The score out of 100 on the dashboard: what goes into it and how to raise it.',
    sections: [
      {
        heading: 'The five parts',
        paragraphs: [
          'The score is worked out from your connected accounts over the dashboard’s period. Each part is measured against a target and adds points up to its weight:',
        ],
        steps: [
          'Followers, 25%: your followers across platforms against a target of 20,000 (up to 25 points).',
          'Engagement, 35%: your average engagement rate against 5.5% (up to 35 points).',
          'Growth, 20%: follower growth against 5%; when growth cannot be measured yet, 2.5% is assumed (up to 20 points).',
          'Revenue, 20%: sales score up to 50 points, reached at $10,000, and 20% of that counts (up to 10 points).',
          'Diversification: 1.5 points per connected platform, at most 5.',
        ],
      },
      {
        heading: 'Reading it',
        paragraphs: [
          'The total runs from 0 to 100 (the highest reachable is 95). 85 or more is Excellent performance, 70 to 84 Good performance, 50 to 69 Needs improvement and below 50 Requires attention.',
          'Open the ring to see each part’s points, up to 3 tips for the parts furthest from their maximum, and your benchmark (the score × 0.9 + 10, between 5 and 95). The breakdown also shows a quick reading: 50, plus up to 25 from the engagement rate, up to 15 from TikTok growth and up to 10 from how sales and engagement move together.',
        ],
      },
    ],
    related: ['dashboard-overview', 'connect-tiktok-linkedin-x-pinterest'],
  },

  // ---------------------------------------------------------------------------------------------
  // Getting set up
  {
    id: 'onboarding-steps',
    area: 'onboarding',
    title: 'The setup steps for a new account',
    summary: 'Business type, connections, competitors, goals, brand voice and your first insights report.',
    sections: [
      {
        heading: 'The six steps',
        paragraphs: ['A new account is taken through setup until it finishes or skips it.'],
        steps: [
          'Welcome: choose Get Started and your business type. An online shop needs its store name; a service business, company or agency its name; a creator nothing more.',
          'Connect your accounts: the same connect flow as Settings, Integrations, in a window so you keep your place.',
          'Competitors and inspiration: who you compete with and whose style you admire.',
          'Goals: pick what you want to grow. Each target is set 10% above your own last 30 days, or to a starter target when there are no figures yet. Skip Goals if none fits.',
          'Brand voice: pick a tone and describe your audience. Complete Setup saves it as the Onboarding Profile; Skip Brand Voice or Skip for now leaves it out.',
          'Your first insights report: the figures of what you just connected, your health score and goals. Go to Dashboard finishes.',
        ],
      },
      {
        heading: 'Skipping and coming back',
        paragraphs: [
          'Skip setup on the welcome screen finishes at once without saving answers. Your answers are kept as you go, also on other devices, but each visit starts again at the welcome screen.',
          'If part of the last save fails (the brand voice, goals or profile), you see Save Warning and still reach the report; set that part up later in Settings.',
        ],
      },
    ],
    related: ['create-an-account', 'brand-voice'],
  },

  // ---------------------------------------------------------------------------------------------
  // Assistant Pro
  {
    id: 'ask-assistant-pro',
    area: 'assistant',
    title: 'Ask Assistant Pro about your shop',
    summary: 'What to ask, where its answers come from, and why nothing changes until you click.',
    sections: [
      {
        heading: 'Opening the chat',
        paragraphs: [
          'Use the Assistant Pro card on the dashboard. On a phone, the round chat button opens it on every page except the dashboard, the composer and settings.',
        ],
      },
      {
        heading: 'What to ask',
        paragraphs: [
          'Answers come from your own connected accounts’ synced figures, with a chart where it helps; with nothing connected, the assistant says so. Try:',
        ],
        steps: [
          'How did my shop do last week?',
          'What sold best?',
          'Why did revenue drop?',
          'When is the best time to post?',
          'Write an Instagram post about our new candles.',
          'Give me my weekly report.',
        ],
      },
      {
        heading: 'Actions happen only when you click',
        paragraphs: [
          'Some answers come with buttons, such as Add goal, Save draft, turning on the auto-responder or connecting a platform. Nothing changes until you click one: the chat says "Nothing changes until you click." A question alone never changes your account, whatever it contains.',
          'Posts are written in your default brand voice. The assistant does not create images; it can write the caption for your photo instead.',
        ],
      },
    ],
    related: ['brand-voice', 'health-score'],
  },

  // ---------------------------------------------------------------------------------------------
  // ResponseFlow Pro (auto-responder)
  {
    id: 'how-the-auto-responder-works',
    area: 'auto-responder',
    title: 'Turn on the auto-responder and what it answers',
    summary: 'The switch, the questions it answers from your shop’s data, and what it leaves to you.',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          'Connect Facebook (or Instagram) so customer messages reach the app, and Shopify so it can answer from your shop. Then turn on the switch in the ResponseFlow Pro card on the dashboard: "Auto-Responder Activated". Turn it off and it says "Auto-Responder Paused": nothing is sent and every message waits for you with a suggested reply.',
        ],
      },
      {
        heading: 'What it answers by itself',
        paragraphs: ['Only what your shop’s data answers, and only when it is sure what the customer asks:'],
        steps: [
          'A product’s price and whether it is in stock (with a link to order it).',
          'An order’s status and tracking, when the customer gives the order number, such as #1001.',
          'Asking for the order number when it is missing.',
          'A friendly reply to a general hello.',
        ],
      },
      {
        heading: 'What it hands to you',
        paragraphs: [
          'Complaints, returns, collaboration requests, angry or upset messages, messages it is unsure about, questions your shop data cannot answer (shipping terms, a product or order it cannot find) and messages older than Meta’s 24-hour window become tasks for you, with a suggested reply. Spam is never answered.',
          'Replies are written in your default brand voice. The TODAY’S IMPACT panel counts the messages handled and the time saved (about 4 minutes per automatic reply).',
        ],
      },
    ],
    related: ['auto-responder-tasks', 'meta-reply-windows'],
  },
  {
    id: 'auto-responder-tasks',
    area: 'auto-responder',
    title: 'Tasks, priorities and due times',
    summary: 'How customer messages become tasks, how urgent each one is, and how to close them.',
    sections: [
      {
        heading: 'Priorities and due times',
        paragraphs: ['Each task gets a priority from 1 to 10 and a due time counted from the customer’s message:'],
        steps: [
          'Critical (8 to 10): due within 1 hour. Threats, chargebacks and safety issues are critical, and a new one shows an alert at once.',
          'High (6 and 7): due within 4 hours. Complaints, upset customers and messages the responder is unsure about.',
          'Medium (4 and 5): due within 24 hours. Returns, order and product questions.',
          'Low (1 to 3): due within 72 hours. Collaboration requests and other messages.',
        ],
      },
      {
        heading: 'Answering a task',
        paragraphs: [
          'Open View Full Activity on the ResponseFlow Pro card, or the Customer Service Tasks card. Reply opens a reply form filled with the suggested answer: edit it and send. Mark complete closes a task you dealt with elsewhere.',
        ],
      },
      {
        heading: 'The bot stays out of your conversations',
        paragraphs: [
          'While a task is open in a conversation, the auto-responder stays silent there, so the customer never gets a bot reply in the middle of your talk. Your reply closes all of the conversation’s open tasks; once none is open (after your reply, or Mark complete on each), the bot may answer that customer’s new questions again.',
        ],
      },
    ],
    related: ['meta-reply-windows', 'the-inbox-panel'],
  },
  {
    id: 'meta-reply-windows',
    area: 'auto-responder',
    title: 'Meta’s 24-hour and 7-day reply windows',
    summary: 'Why some messages can only be answered by you, and when no reply is possible.',
    sections: [
      {
        heading: 'The rules',
        paragraphs: [
          'Meta limits replies on Messenger and Instagram by the time since the customer’s last message in the conversation.',
          'Within 24 hours, anyone may reply: the auto-responder answers then. From 24 hours to 7 days only a person may reply, so such messages become tasks and your reply is sent as a human agent’s. After 7 days Meta accepts no reply: sending says the customer’s last message is more than 7 days old.',
        ],
      },
      {
        heading: 'What this means for you',
        paragraphs: [
          'Answer high and critical tasks on time, and reply to waiting customers within a week. On Instagram a reply can be up to 1,000 characters.',
        ],
      },
    ],
    related: ['auto-responder-tasks'],
  },
  {
    id: 'the-inbox-panel',
    area: 'auto-responder',
    title: 'The inbox panel and the activity drawer',
    summary: 'Flagged messages in the sidebar’s Inbox, and the full activity list.',
    sections: [
      {
        heading: 'Inbox',
        paragraphs: [
          'The Inbox button in the sidebar (on a phone, in the top bar) opens the flagged messages: those handed to you and those whose reply failed, newest first, 10 at a time with Load More. View Details shows the whole message, how it was classified, the suggested reply and when it arrived. Archive takes a message off the inbox (its task, if any, stays).',
        ],
      },
      {
        heading: 'Activity',
        paragraphs: [
          'View Full Activity on the ResponseFlow Pro card opens the activity drawer with the tabs All, Tasks, Messages, AI Responses and Inbox, each with its count, and a filter for Instagram or Facebook. The header shows how many tasks are pending and how many are critical. Lists update live and every 30 seconds.',
        ],
      },
    ],
    related: ['auto-responder-tasks', 'how-the-auto-responder-works'],
  },
];

/** The article with this id, or undefined. */
export function helpArticle(id: string): HelpArticle | undefined {
  return helpArticles.find((article) => article.id === id);
}

/** An area's articles, in the order above. */
export function articlesOfArea(area: HelpAreaId): HelpArticle[] {
  return helpArticles.filter((article) => article.area === area);
}

/** Up to `limit` articles to read next: the article's own picks, then others of its area. */
export function relatedArticles(article: HelpArticle, limit = 3): HelpArticle[] {
  const picked = (article.related ?? []).flatMap((id) => helpArticle(id) ?? []);
  const sameArea = articlesOfArea(article.area).filter((other) => other.id !== article.id);
  const unique = [...new Set([...picked, ...sameArea])].filter((other) => other.id !== article.id);
  return unique.slice(0, limit);
}

export function helpAreaOf(id: HelpAreaId): HelpArea {
  return helpAreas.find((area) => area.id === id) as HelpArea;
}
