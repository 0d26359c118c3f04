/**
 * The responder service at the fetch level, as the other remotes' tests fake theirs (shared's
 * fake-api.test-helper answers by 'METHOD /path' only): here the answers follow a small in-memory
 * state and read the query string (platform, offset, limit), so a refetch after a reply or an archive
 * shows the change, and a test can check what a request asked for. The real RTK Query endpoints,
 * base query and retry policy run; no network is touched.
 */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fails, ok, type FakeAnswer } from '@scp/shared/client/fake-api.test-helper';
import { createRealtimeClient, type RealtimeClient, type RealtimeOptions } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import type {
  ActivityItem,
  MessageLogEntry,
  ResponderConfig,
  ResponderTask,
} from '@scp/shared/contracts/responder/responder-api';

export const CONFIG = 'GET /api/responder/config';
export const SAVE_CONFIG = 'PUT /api/responder/config';
export const TASKS = 'GET /api/responder/tasks';
export const ACTIVITY = 'GET /api/responder/activity';
export const ANALYTICS = 'GET /api/responder/analytics';
export const INBOX = 'GET /api/responder/inbox';
export const REPLIES = 'POST /api/responder/replies';
export const complete = (taskId: string) => `POST /api/responder/tasks/${taskId}/complete`;
export const archive = (messageId: string) => `POST /api/responder/inbox/${messageId}/archive`;

/** Due times that read 'Due in 3h 20m' and 'Overdue by 5m' for the next half minute. */
export const dueIn3h20m = () => new Date(Date.now() + 3 * HOUR + 20 * MINUTE + 30_000).toISOString();
export const overdueBy5m = () => new Date(Date.now() - 5 * MINUTE - 30_000).toISOString();

let sequence = 0;

/** A customer message as the message log records it; `overrides` make it the case a test needs. */
export function messageEntry(overrides: Partial<MessageLogEntry> = {}): MessageLogEntry {
  sequence += 1;
  const at = new Date(Date.now() - 10 * MINUTE).toISOString();
  return {
    id: `msg-${sequence}`,
    platform: 'instagram',
    account_id: '17841400000000001',
    sender_id: `sender-${sequence}`,
    customer_id: `sender-${sequence}`,
    message_id: `mid.${sequence}`,
    message_text: `Where is my order #10${sequence}? It has been a week.`,
    inquiry_type: 'order_status',
    sentiment: 'negative',
    confidence_score: 0.82,
    product_mentions: [],
    order_numbers: [`10${sequence}`],
    response_status: 'escalated',
    response_sent: false,
    response_text: null,
    responded_at: null,
    escalated: true,
    escalation_reason: 'Negative sentiment',
    failure_reason: null,
    platform_metadata: { page_id: '1000', sent_via: null },
    sent_at: at,
    created_at: at,
    ...overrides,
  };
}

/** A pending task on a message (by default a new one). */
export function pendingTask(overrides: Partial<ResponderTask> = {}): ResponderTask {
  const message = overrides.message ?? messageEntry();
  sequence += 1;
  return {
    id: `task-${sequence}`,
    priority: 6,
    priority_level: 'high',
    reason: 'Customer is upset about a late order',
    due_at: dueIn3h20m(),
    status: 'pending',
    suggested_response: 'Sorry for the wait! Your order ships tomorrow.',
    message,
    resolved_at: null,
    resolution_notes: null,
    created_at: message.created_at,
    ...overrides,
  };
}

/** An entry of the activity feed; `task` makes it that task's entry. */
export function activityItem(overrides: Partial<ActivityItem> = {}, task?: ResponderTask): ActivityItem {
  sequence += 1;
  const message = task?.message ?? messageEntry();
  const base: ActivityItem = {
    id: `activity-${sequence}`,
    type: task ? 'task' : 'message',
    priority: task ? task.priority_level : 'medium',
    platform: message.platform,
    timestamp: new Date(Date.now() - 2 * HOUR).toISOString(),
    title: task ? 'Needs your reply' : 'New message',
    description: message.message_text,
    status: task ? 'processing' : 'pending',
    source: task ? 'escalation' : 'autoresponder',
    metadata: {
      customerName: 'Dana Reyes',
      messagePreview: message.message_text,
      suggestedResponse: task?.suggested_response ?? null,
      inquiryType: message.inquiry_type,
      confidenceScore: message.confidence_score,
      escalationReason: task?.reason ?? null,
      customerId: message.customer_id,
      messageId: message.id,
      sentiment: message.sentiment,
      taskId: task?.id ?? null,
      dueAt: task?.due_at ?? null,
    },
  };
  return { ...base, ...overrides, metadata: { ...base.metadata, ...overrides.metadata } };
}

export interface FakeResponderState {
  config: ResponderConfig;
  /** The pending tasks, most urgent first. */
  tasks: ResponderTask[];
  /** The feed, newest first. */
  activity: ActivityItem[];
  /** The flagged messages, newest first. */
  inbox: MessageLogEntry[];
  today: { messages_handled: number; time_saved_minutes: number };
}

export interface FakeResponderCall {
  key: string;
  url: URL;
  body: unknown;
}

export interface FakeResponder {
  state: FakeResponderState;
  /** Answers `key` ('METHOD /api/path') this way instead of from the state. */
  override: (key: string, answer: FakeAnswer) => void;
  calls: FakeResponderCall[];
  callsTo: (key: string) => FakeResponderCall[];
}

function emptyState(): FakeResponderState {
  return {
    config: { enabled: false, updated_at: null },
    tasks: [],
    activity: [],
    inbox: [],
    today: { messages_handled: 0, time_saved_minutes: 0 },
  };
}

function answerFromState(state: FakeResponderState, method: string, url: URL, body: unknown): FakeAnswer {
  const path = url.pathname;
  const query = url.searchParams;
  const platform = query.get('platform');
  const onPlatform = <T extends { platform: string }>(items: T[]) =>
    platform ? items.filter((item) => item.platform === platform) : items;
  const pendingTasks = () =>
    platform ? state.tasks.filter((task) => task.message.platform === platform) : state.tasks;
  const removeTask = (task: ResponderTask) => {
    state.tasks = state.tasks.filter((other) => other.id !== task.id);
    state.activity = state.activity.filter((item) => item.metadata.taskId !== task.id);
  };
  let match: RegExpExecArray | null;

  if (method === 'GET' && path === '/api/responder/config') return ok(state.config);
  if (method === 'PUT' && path === '/api/responder/config') {
    state.config = { enabled: (body as { enabled: boolean }).enabled, updated_at: new Date().toISOString() };
    return ok({ success: true, config: state.config });
  }
  if (method === 'GET' && path === '/api/responder/tasks') {
    const tasks = pendingTasks();
    return ok({ tasks, total: tasks.length });
  }
  if (method === 'POST' && (match = /^\/api\/responder\/tasks\/([^/]+)\/complete$/.exec(path))) {
    const task = state.tasks.find((candidate) => candidate.id === decodeURIComponent(match?.[1] ?? ''));
    if (!task) return fails(404, 'NOT_FOUND', 'Task not found');
    removeTask(task);
    return ok({ task: { ...task, status: 'resolved', resolved_at: new Date().toISOString() } });
  }
  if (method === 'POST' && path === '/api/responder/replies') {
    const { message_id: messageId, text } = body as { message_id: string; text: string };
    const task = state.tasks.find((candidate) => candidate.message.id === messageId);
    if (!task) return fails(404, 'NOT_FOUND', 'Could not find sender information for message');
    removeTask(task);
    const message: MessageLogEntry = {
      ...task.message,
      response_status: 'manual_response',
      response_sent: true,
      response_text: text,
      responded_at: new Date().toISOString(),
      platform_metadata: { ...task.message.platform_metadata, sent_via: 'manual' },
    };
    return ok({ success: true, message });
  }
  if (method === 'GET' && path === '/api/responder/activity') {
    const items = onPlatform(state.activity);
    const tasks = pendingTasks();
    return ok({
      items,
      counts: {
        all: items.length,
        tasks: items.filter((item) => item.type === 'task').length,
        messages: items.filter((item) => item.type === 'message').length,
        ai_responses: items.filter((item) => item.type === 'response' && item.source === 'autoresponder').length,
        inbox: state.inbox.length,
      },
      pending: tasks.length,
      critical: tasks.filter((task) => task.priority >= 8).length,
    });
  }
  if (method === 'GET' && path === '/api/responder/analytics') {
    const today = new Date().toISOString().slice(0, 10);
    return ok({
      from: today,
      to: today,
      rows: [],
      totals: {
        total_messages: 0,
        auto_responded: 0,
        escalated: 0,
        time_saved_minutes: 0,
        avgResponseTimeSeconds: 30,
        responseRate: 0,
      },
      today: state.today,
    });
  }
  if (method === 'GET' && path === '/api/responder/inbox') {
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    return ok({
      messages: state.inbox.slice(offset, offset + limit),
      total: state.inbox.length,
      has_more: offset + limit < state.inbox.length,
    });
  }
  if (method === 'POST' && (match = /^\/api\/responder\/inbox\/([^/]+)\/archive$/.exec(path))) {
    const id = decodeURIComponent(match[1] ?? '');
    if (!state.inbox.some((message) => message.id === id)) return fails(404, 'NOT_FOUND', 'Message not found');
    state.inbox = state.inbox.filter((message) => message.id !== id);
    return ok({ archived: true });
  }
  if (method === 'GET' && path === '/api/responder/messages') return ok({ messages: onPlatform(state.inbox) });
  return fails(404, 'NOT_FOUND', 'Not found');
}

/**
 * A fresh fake service before each test of the file (fetch and timers restored after it). Call it
 * at the top of the file; the object answers for the running test.
 */
export function fakeResponderForEachTest(): FakeResponder {
  let state = emptyState();
  let overrides = new Map<string, FakeAnswer>();
  let calls: FakeResponderCall[] = [];
  beforeEach(() => {
    state = emptyState();
    overrides = new Map();
    calls = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ key, url, body });
      const answer = overrides.get(key) ?? answerFromState(state, request.method, url, body);
      if (answer === 'network-failure') throw new TypeError('fetch failed');
      if (answer === 'never') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return {
    get state() {
      return state;
    },
    set state(next) {
      state = next;
    },
    override: (key, answer) => overrides.set(key, answer),
    get calls() {
      return calls;
    },
    callsTo: (key) => calls.filter((call) => call.key === key),
  };
}

/** A real-time client for a test (fed by a FakeEventSource when the test connects it). */
export function testRealtimeClient(options: RealtimeOptions = {}): RealtimeClient {
  return createRealtimeClient(options);
}

/**
 * Renders a responder widget the way the shell does (app store, router, toasts) with `realtime` as
 * its real-time client (a fresh unconnected one by default, so no test touches the app-wide one).
 */
export async function renderResponder(ui: ReactElement, realtime: RealtimeClient = testRealtimeClient()) {
  const view = await renderRemote(<RealtimeProvider client={realtime}>{ui}</RealtimeProvider>, '/');
  return { ...view, realtime };
}

/** The toast whose title is `title` (the toaster's card). */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  const toast = heading.closest('.scp-toast');
  if (!(toast instanceof HTMLElement)) throw new Error(`'${title}' is not a toast`);
  return toast;
}
