/** The responder remote's pages, written once for the shell's route table and the remote. */
export const inboxPaths = {
  /** Every conversation with the shop's customers; `?c=<conversation id>` opens one. */
  inbox: '/inbox',
} as const;
