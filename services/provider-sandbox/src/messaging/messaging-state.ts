import type { SandboxContext } from '../oauth-flow';
import { MessagingStore } from './messaging-store';
import { DEFAULT_META_WEBHOOK_URL, MessagingWebhooks } from './messaging-webhooks';

/** The Meta messaging state of one sandbox instance. */
export interface MetaMessaging {
  conversations: MessagingStore;
  webhooks: MessagingWebhooks;
}

// Keyed by the sandbox's context, so every sandbox in a process has its own conversations while
// the Send API handlers (registered once for all sandboxes) still reach them through
// DataContext.sandbox, as data-endpoints.ts requires. A WeakMap lets a stopped sandbox's state go.
const bySandbox = new WeakMap<SandboxContext, MetaMessaging>();

export function createMetaMessaging(webhookUrl: string, redeliveryDelaysMs?: readonly number[]): MetaMessaging {
  return { conversations: new MessagingStore(), webhooks: new MessagingWebhooks(webhookUrl, redeliveryDelaysMs) };
}

/** Gives `ctx` its messaging state (start() does, with the configured webhook URL). */
export function attachMessaging(ctx: SandboxContext, messaging: MetaMessaging): MetaMessaging {
  bySandbox.set(ctx, messaging);
  return messaging;
}

/** The messaging state of `ctx`; an app built without start() gets one posting to the default URL. */
export function messagingOf(ctx: SandboxContext): MetaMessaging {
  return bySandbox.get(ctx) ?? attachMessaging(ctx, createMetaMessaging(DEFAULT_META_WEBHOOK_URL));
}
