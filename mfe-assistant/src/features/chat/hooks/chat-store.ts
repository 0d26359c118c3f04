import { useSyncExternalStore } from 'react';
import type { ChatContext, ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** The service's answer (assistant messages that reached it). */
  answer?: ProcessResponse;
  /** The question to ask again, on a message for a request that never got an answer. */
  retryQuery?: string;
}

export interface ChatState {
  open: boolean;
  /** Once opened, the panel stays mounted (states and transitions), hidden while closed. */
  everOpened: boolean;
  /** A launcher that renders the panel is mounted (the shell's); otherwise the card renders it. */
  panelHosted: boolean;
  context: ChatContext | undefined;
  sessionId: string;
  messages: ChatMessage[];
  pending: boolean;
}

const newSessionId = () =>
  `chat-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

let state: ChatState = {
  open: false,
  everOpened: false,
  panelHosted: false,
  context: undefined,
  sessionId: newSessionId(),
  messages: [],
  pending: false,
};
const listeners = new Set<() => void>();
let sequence = 0;
/** What opened the panel, to give focus back to when it closes. */
let opener: HTMLElement | null = null;

function update(change: Partial<ChatState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/**
 * The chat, one per page: a module of this remote, so the card on the dashboard and the shell's
 * launcher (both exposed by this remote, loaded once) share it.
 */
export const chatStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the panel, with the context of the screen it was opened from (kept until another is given). */
  open(context?: ChatContext) {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    update({ open: true, everOpened: true, ...(context ? { context } : {}) });
  },
  close() {
    update({ open: false });
    opener?.focus();
    opener = null;
  },
  newChat() {
    update({ sessionId: newSessionId(), messages: [], pending: false });
  },
  add(message: Omit<ChatMessage, 'id'>) {
    sequence += 1;
    update({ messages: [...state.messages, { ...message, id: `m${sequence}` }] });
  },
  setPending(pending: boolean) {
    update({ pending });
  },
  hostPanel() {
    update({ panelHosted: true });
    return () => update({ panelHosted: false });
  },
  /** For tests: a fresh chat. */
  reset() {
    state = {
      ...state,
      open: false,
      everOpened: false,
      context: undefined,
      messages: [],
      pending: false,
      sessionId: newSessionId(),
    };
    for (const listener of listeners) listener();
  },
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, chatStore.get);
}
