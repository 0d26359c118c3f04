import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantLimits } from '@scp/shared/contracts/assistant/assistant-api';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import type { TestOutcome } from '../lib/test-outcome';
import { useAskTest } from './use-ask-test';

export interface FlowTurn {
  query: string;
  /** How many earlier messages went with the question as context. */
  contextSent: number;
  outcome: TestOutcome;
}

type History = NonNullable<ChatContext['history']>;

/** A fresh id in the contract's alphabet, made here so every turn, the first included, shares it. */
export function newFlowSessionId(): string {
  return `adk-flow-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Asks `turns` in order in one session. The service keeps the session's history itself; the last
 * entries also go with each question as the chat sends them (entities: context plus the last 5
 * history entries), so the request carries what a developer needs to see.
 */
export function useConversationFlow(turns: readonly string[], makeSessionId = newFlowSessionId) {
  const ask = useAskTest();
  const [sessionId, setSessionId] = useState(makeSessionId);
  const [results, setResults] = useState<readonly FlowTurn[]>([]);
  const [running, setRunning] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    // A second run gets a session of its own: the service would otherwise answer from the first's history.
    const session = results.length > 0 ? makeSessionId() : sessionId;
    setSessionId(session);
    setRunning(true);
    setResults([]);
    let history: History = [];
    try {
      for (const [index, query] of turns.entries()) {
        if (!mounted.current) return;
        const context = history.slice(-assistant.historyEntries);
        setResults((current) => [...current, { query, contextSent: context.length, outcome: { kind: 'running' } }]);
        const outcome = await ask({
          query,
          session_id: session,
          workflow_type: 'router',
          context: { page_type: 'adk-conversation-flow', history: context },
        });
        if (!mounted.current) return;
        setResults((current) => current.map((turn, at) => (at === index ? { ...turn, outcome } : turn)));
        history = [...history, { role: 'user', content: query }];
        if (outcome.kind === 'answered')
          history = [
            ...history,
            { role: 'assistant', content: outcome.response.response.slice(0, assistantLimits.historyEntryMax) },
          ];
      }
    } finally {
      if (mounted.current) setRunning(false);
    }
  }, [ask, makeSessionId, results.length, sessionId, turns]);

  const reset = useCallback(() => {
    setResults([]);
    setSessionId(makeSessionId());
  }, [makeSessionId]);

  return { sessionId, results, running, run, reset };
}
