import type { ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';
import { processAnswer } from '../features/test-pages/lib/assistant-fixtures.test-helper';

export const PROCESS = 'POST /api/assistant/process';
export const approveKey = (id: string) => `POST /api/assistant/actions/${id}/approve`;

/** The chat's usual answer: the last 7 days' figures with a chart of two days and no buttons. */
export function answer(change: Partial<ProcessResponse> = {}): ProcessResponse {
  const base = processAnswer();
  return processAnswer({
    response: 'From 2026-11-19 to 2026-11-25: your shop made $4,200 from 28 orders.',
    metadata: { ...base.metadata, intelligent_actions: false, date_range: { start: '2026-11-19', end: '2026-11-25' } },
    actions: [],
    visual_data: {
      type: 'bar',
      title: 'Sales by day',
      range: { start: '2026-11-19', end: '2026-11-25' },
      unit: 'currency',
      points: [
        { label: '2026-11-24', value: 500 },
        { label: '2026-11-25', value: 700 },
      ],
    },
    ...change,
  });
}
