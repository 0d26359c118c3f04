import type { HelpContactTopic } from '@scp/shared/contracts/auth/help-contact';

/**
 * The words of the Help centre's pages (issue 16; the spec names the routes only, so every text here
 * is ours). Kept with the help pages' lazy chunk, like `../shell-pages-texts.ts`; the articles are
 * in `help-articles.ts`. Each page's h1 is its title in the route table, except an article's (its
 * own title) and an unknown article's (`notFound.title`).
 */
export const helpTexts = {
  backToHelp: 'Back to Help',
  breadcrumb: 'Breadcrumb',

  index: {
    intro: 'Guides to every part of the app, and a way to reach us when they do not answer your question.',
    searchLabel: 'Search help',
    searchPlaceholder: 'e.g. reconnect Instagram',
    searchButton: 'Search',
    resultsHeading: 'Search results',
    resultsCount: (count: number, query: string) =>
      `${count} ${count === 1 ? 'article matches' : 'articles match'} "${query}"`,
    noResults: (query: string) => `No articles match "${query}"`,
    noResultsHint: 'Try fewer or other words, browse the areas below, or contact us.',
    areasHeading: 'Browse by area',
    allArticles: 'All articles',
    contactHeading: 'Still need help?',
    contactText: 'Write to us and a person from our support team will answer by email.',
    contactLink: 'Contact support',
  },

  docs: {
    intro: 'Every help article, by area of the app.',
  },

  article: {
    areaLabel: 'Area',
    relatedHeading: 'Related articles',
    contactText: 'Did this not answer your question?',
    contactLink: 'Contact support',
  },

  notFound: {
    title: 'Article not found',
    description: 'There is no help article at this address. It may have moved or been renamed.',
  },

  contact: {
    intro: 'Tell us what you need and we will answer by email. Messages are read by a person.',
    name: 'Name',
    email: 'Email',
    topic: 'Topic',
    chooseTopic: 'Choose a topic',
    topics: {
      account: 'Signing in and my account',
      integrations: 'Connected accounts',
      dashboard: 'Dashboard and health score',
      assistant: 'Assistant Pro',
      'auto-responder': 'ResponseFlow Pro (auto-responder)',
      billing: 'Plans and billing',
      other: 'Something else',
    } satisfies Record<HelpContactTopic, string>,
    message: 'Message',
    messageHint: (min: number, max: number) => `Between ${min} and ${max.toLocaleString('en-US')} characters.`,
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Message sent',
    nextSteps: (email: string) =>
      `Our support team has your message and will answer by email at ${email}. To add something, reply to that email or send another message here.`,
    sendAnother: 'Send another message',
    failedTitle: 'Your message was not sent',
    offline: 'The server could not be reached. Check your connection and try again.',
  },
} as const;
