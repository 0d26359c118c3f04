import { z } from 'zod';
import type { ScriptedReply } from './scripted-model';

// Answers a test writes for the scripted model: the model still calls the tools it would, and its
// next text answers are the test's words instead of the figures it quotes. That is how a test makes
// the model say what a real one might (a figure no tool gave) and sees what the caller does with it.

export const scriptedAnswerBodySchema = z.strictObject({
  /** The answer's text, word for word. */
  text: z.string().min(1).max(4000),
  /** How many text answers it replaces, the next ones first; default 1. */
  times: z.optional(z.int().min(1).max(100)),
});
export type ScriptedAnswerBody = z.infer<typeof scriptedAnswerBodySchema>;

export class LlmScriptedAnswers {
  private queue: string[] = [];

  add({ text, times = 1 }: ScriptedAnswerBody): number {
    for (let count = 0; count < times; count += 1) this.queue.push(text);
    return this.queue.length;
  }

  /** The reply as sent: a text answer becomes the next scripted one while any is left; tool calls stay. */
  apply(reply: ScriptedReply): ScriptedReply {
    if (reply.kind !== 'text') return reply;
    const text = this.queue.shift();
    return text === undefined ? reply : { kind: 'text', text };
  }

  /** Not yet used, oldest first. */
  list(): string[] {
    return [...this.queue];
  }

  clear(): number {
    const count = this.queue.length;
    this.queue = [];
    return count;
  }
}
