import { LlmScriptedAnswers } from './llm-scripted-answers';
import type { ScriptedReply, ScriptedToolResult } from './scripted-model';

// What the LLM endpoints received, per sandbox instance, for tests that check what a client sent
// (the tools it offered, the results it passed back) rather than only what it got.

export interface LlmRequestRecord {
  id: string;
  /** ISO time it arrived. */
  at: string;
  protocol: 'gemini' | 'openai';
  model: string;
  stream: boolean;
  /** Whether a system instruction (Gemini) or system/developer message (OpenAI) came with it. */
  system: boolean;
  /** Entries of `contents` (Gemini) or `messages` (OpenAI, system message included) as sent. */
  messages: number;
  /** Names of the declared tools. */
  tools: string[];
  /** Tool results in the conversation, oldest first. */
  toolResults: ScriptedToolResult[];
  /** What the scripted model answered: the tools it called, or text. */
  answer: { kind: 'calls'; tools: string[] } | { kind: 'text' };
}

export type LlmRequestInput = Omit<LlmRequestRecord, 'id' | 'at' | 'answer'> & { reply: ScriptedReply };

/** Only valid requests are recorded (a refused key or body never reached the model). */
export class LlmRequestLog {
  /**
   * The answers tests script for the model: kept here because the log is the one per-sandbox object
   * both the model endpoints and /_sandbox/llm are given, so parallel sandboxes never share them.
   */
  readonly scriptedAnswers = new LlmScriptedAnswers();
  private records: LlmRequestRecord[] = [];
  private sequence = 0;

  /** `limit`: the newest kept; a long local run must not grow without end. */
  constructor(private readonly limit = 200) {}

  add(input: LlmRequestInput): LlmRequestRecord {
    this.sequence += 1;
    const { reply, ...rest } = input;
    const record: LlmRequestRecord = {
      id: `llmreq_${this.sequence}`,
      at: new Date().toISOString(),
      ...rest,
      answer:
        reply.kind === 'calls' ? { kind: 'calls', tools: reply.calls.map((call) => call.name) } : { kind: 'text' },
    };
    this.records.push(record);
    if (this.records.length > this.limit) this.records = this.records.slice(-this.limit);
    return record;
  }

  /** Oldest first. */
  list(): LlmRequestRecord[] {
    return this.records.map((record) => structuredClone(record));
  }

  clear(): number {
    const count = this.records.length;
    this.records = [];
    return count;
  }
}
