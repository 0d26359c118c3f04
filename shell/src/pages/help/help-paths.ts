/** The Help centre's addresses (screens and routes: route table: /help, docs, docs/{docId}, contact). */
export const helpPaths = {
  index: '/help',
  docs: '/help/docs',
  article: (docId: string) => `/help/docs/${encodeURIComponent(docId)}`,
  contact: '/help/contact',
} as const;
