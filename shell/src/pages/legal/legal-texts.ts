import { legalPaths } from '@scp/shared/contracts/app/legal-paths';
import { helpPaths } from '../help/help-paths';

/**
 * The words of the Privacy Policy and the Terms of Service (issue 30.8; the spec names the footer
 * links only, so every text here is ours). Kept with the legal pages' lazy chunk, never in the
 * contracts' app texts, which come with every first visit.
 *
 * What these pages say must stay true of the product: what each service stores, the session and
 * link lifetimes (the gateway's and the auth service's defaults), what disconnecting deletes, and
 * that there is no self-service account deletion (support does it). Change them with the code.
 */

/** A paragraph: plain words, or words around one link inside the app. */
export type LegalParagraph = string | { before: string; link: { label: string; to: string }; after: string };

export interface LegalItem {
  /** The item's name, in bold before its text. */
  term: string;
  text: string;
}

export interface LegalSection {
  heading: string;
  paragraphs?: readonly LegalParagraph[];
  items?: readonly LegalItem[];
  /** Paragraphs after the list. */
  after?: readonly LegalParagraph[];
}

export interface LegalDocument {
  intro: string;
  sections: readonly LegalSection[];
}

const productName = 'Social Commerce';
const contactSupport = { label: 'Contact Support', to: helpPaths.contact };

export const legalTexts = {
  lastUpdated: 'Last updated: 27 November 2026',
  contentsLabel: 'On this page',

  privacy: {
    intro: `This policy explains what ${productName} stores about you and your business, how long it keeps it, which other services it talks to for you, and how to remove your data. It applies to the web app and everything it does on your behalf.`,
    sections: [
      {
        heading: 'What we store',
        paragraphs: ['Only what the app needs to do what you ask of it:'],
        items: [
          {
            term: 'Your account',
            text: 'Your email address, your password (stored only as a salted hash, never in readable form), the sign-in methods linked to the account (Google, Apple, Shopify) and whether your email address is confirmed.',
          },
          {
            term: 'Your profile',
            text: 'Your name and profile photo, the business details you give (company name, website, business type, industry, and your answers and goals in onboarding) and your preferences, such as the theme and notifications.',
          },
          {
            term: 'Brand voice and brand kit',
            text: 'The brand voice profiles you write (audience, tone, values, words to use or avoid, examples) and your brand kit: logos and colours.',
          },
          {
            term: 'Connected accounts',
            text: 'For each account you connect (a Facebook page, an Instagram account, a Shopify store…), its name and id and the access tokens the platform issues to us. Tokens are encrypted at rest and are used only to do what you asked: read metrics, answer messages, look up orders.',
          },
          {
            term: 'Synced metrics',
            text: "Figures read from your connected accounts: followers, reach, engagement and your posts' results; for a shop, orders, revenue and products. They are read every few minutes, and at the first sync up to 400 days back.",
          },
          {
            term: 'Auto-responder messages and tasks',
            text: 'The messages and comments your customers send to your connected pages and accounts, the replies sent (by the auto-responder or by you), and the tasks created when a message needs you.',
          },
          {
            term: 'Assistant conversations',
            text: 'The questions you ask the assistant, its answers, and the drafts and actions it proposes.',
          },
          {
            term: 'Plan and billing',
            text: 'Your plan and the state of your subscription. Card details are entered on the payment provider’s page and never reach us.',
          },
          {
            term: 'Sessions',
            text: 'When you sign in, a cookie identifies your browser’s session; the session itself (who is signed in and until when) is kept on our servers.',
          },
          {
            term: 'Messages to support',
            text: 'What you send through the contact form (your name, email address and message) is mailed to our support team.',
          },
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          {
            term: 'Sessions',
            text: 'A session lasts one hour, is extended while you are active, and never lasts more than 12 hours after you signed in. Signing out deletes it at once; resetting your password ends every session of the account, on every device.',
          },
          {
            term: 'Links we email',
            text: 'A password reset link works for one hour, an email confirmation link for 24 hours; each is deleted once used or expired.',
          },
          {
            term: 'Access tokens',
            text: 'Until you disconnect the account: disconnecting deletes them at once.',
          },
          {
            term: 'Synced metrics',
            text: 'As long as your account exists. When you disconnect an account you can choose to delete its synced history too.',
          },
          {
            term: 'Everything else',
            text: 'Your account, profile, brand voice and kit, auto-responder messages and tasks, and assistant conversations are kept as long as your account exists, and deleted with it.',
          },
        ],
      },
      {
        heading: 'The services we talk to',
        paragraphs: [
          'The app exchanges data with these services, each only for the account or task you set up, and only what that task needs:',
        ],
        items: [
          {
            term: 'Instagram and Facebook (Meta)',
            text: 'To connect your pages and accounts, read their insights, and receive and answer the messages and comments of your customers.',
          },
          {
            term: 'TikTok, LinkedIn, X and Pinterest',
            text: "To connect your accounts and read your account's and your posts' metrics.",
          },
          {
            term: 'Shopify',
            text: "To sign you in with your store if you choose to, and to read your orders, revenue and products for the dashboard and for answering your customers' questions about their orders.",
          },
          {
            term: 'Google Analytics',
            text: "To read your website's traffic for the dashboard.",
          },
          {
            term: 'Google and Apple sign-in',
            text: 'To sign you in if you choose to; they tell us your name and email address.',
          },
          {
            term: 'An AI language model service (LLM API)',
            text: "The assistant sends it your question with the business figures needed to answer it; the auto-responder sends it a customer's message with the shop facts and brand voice needed to reply. Passwords and access tokens are never sent.",
          },
          {
            term: 'Our payment provider',
            text: 'For paid plans: it handles your card and tells us the state of your subscription.',
          },
          {
            term: 'Our email service',
            text: 'To send you confirmation and password reset emails, and your messages to support.',
          },
        ],
        after: ['We do not sell your data, and we share it with no advertiser.'],
      },
      {
        heading: 'Cookies and storage in your browser',
        paragraphs: [
          'One cookie keeps you signed in; short-lived cookies protect a sign-in or a connection while it is under way. Your browser also remembers your theme and the state of the sidebar. There are no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Deleting your data',
        items: [
          {
            term: 'A connected account',
            text: 'Settings → Integrations → Disconnect. Its access tokens are deleted at once and, where the platform allows it, our access is withdrawn there too. Tick ‘Also delete its synced history’ to delete its metrics as well. You can also remove the app’s access from the platform’s own settings; our tokens then stop working.',
          },
          {
            term: 'Brand voice profiles and logos',
            text: 'Delete each one in Settings → Brand Voice and Settings → Brand Kit.',
          },
        ],
        after: [
          {
            before: 'Your whole account: the app has no button for this yet. Write to us through ',
            link: contactSupport,
            after:
              ' with the topic ‘Signing in and my account’, from the email address of the account. We answer that address to confirm the request; once you confirm, we delete the account and everything listed above within 30 days: we end every session, withdraw our access at each connected platform where it allows it, delete the tokens, and tell you by email when it is done.',
          },
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [
          {
            before: 'For any question about your data, or to ask what we hold about you, write to us through ',
            link: contactSupport,
            after: '.',
          },
        ],
      },
    ],
  } satisfies LegalDocument,

  terms: {
    intro: `These terms are the agreement between you and us for using ${productName}. By creating an account or using the app you accept them.`,
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          `${productName} brings your social accounts and your shop together: a dashboard of their figures, an assistant that answers questions about your business, and an auto-responder that answers your customers’ messages in your brand’s voice.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Give a correct email address and keep your password to yourself: what is done with your account is your responsibility. If you think someone else has used it, reset your password; this signs out every device.',
        ],
      },
      {
        heading: 'Connected platforms',
        paragraphs: [
          'Connect only accounts you are allowed to manage. Each platform’s own terms still apply to what you do there. The app acts on a platform only as you set it up: it reads your figures and, if you turn the auto-responder on, it answers messages in your name.',
        ],
      },
      {
        heading: 'The assistant and the auto-responder',
        paragraphs: [
          'Their answers are written by an AI language model and can be wrong. Check figures before you rely on them, and review the auto-responder’s settings and tasks: it hands you the messages it should not answer itself.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use the app to send spam or unlawful content, to mislead or harass anyone, to reach data that is not yours, or to disturb or probe the service. We may suspend an account that does.',
        ],
      },
      {
        heading: 'Plans and billing',
        paragraphs: [
          'Paid plans are billed in advance through our payment provider for the period you chose. You can cancel in Settings → Billing at any time: you keep the plan until the end of the period you paid for, then move to the free plan.',
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'What you and your customers put into the app stays yours. You allow us to store and process it only to run the service for you, as the Privacy Policy describes.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: [
          {
            before: 'You can stop using the app at any time and ask us to delete your account, as the ',
            link: { label: 'Privacy Policy', to: legalPaths.privacy },
            after: ' explains.',
          },
        ],
      },
      {
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep the app available and your data safe, but the service is provided as it is, without a promise that it will never be interrupted or never be wrong. As far as the law allows, we are not liable for indirect losses, such as lost sales, that come from using it.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'If we change these terms in a way that matters, we tell you by email or in the app before the change applies.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: [{ before: 'Write to us through ', link: contactSupport, after: '.' }],
      },
    ],
  } satisfies LegalDocument,
} as const;
