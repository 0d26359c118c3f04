import { retryRuntime } from './retry-policy';

/**
 * Answers the app's HTTP calls at the fetch level, so the real RTK Query endpoints, base query and
 * retry policy run; no network is touched. Answers are keyed 'METHOD /api/path'. The policy's waits
 * between retries (1 s, 2 s, 4 s for a query) are skipped: a screen still sees every retry the policy
 * makes, in order, and the delays are proved in retry-policy.test.ts.
 */

export type FakeAnswer = { status: number; body: unknown } | 'network-failure' | 'never';

export interface FakeCall {
  key: string;
  body: unknown;
}

export interface FakeApi {
  answer: (key: string, answer: FakeAnswer) => void;
  calls: FakeCall[];
  callsTo: (key: string) => FakeCall[];
  /** For a test about the waits themselves (with fake timers): the policy waits as in the app. */
  keepRetryWaits: () => void;
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
export const fails = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});

export const testUser = { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann' } };
export const testSession = { user: testUser, expiresAt: Math.floor(Date.now() / 1000) + 3600 };

/** A JSON body as its value; anything else (an uploaded image) as its text. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The retry policy's waits skipped until the test's mocks are restored: every retry is still made, in
 * order, at once. For a test's own fetch fake too (installFakeApi calls it). Returns the spy, whose
 * `mockRestore` brings the waits back.
 */
export function skipRetryWaits(): jest.SpyInstance {
  return jest
    .spyOn(retryRuntime, 'sleep')
    .mockImplementation((_ms, signal) => (signal.aborted ? Promise.reject(new Error('Aborted')) : Promise.resolve()));
}

/** Installs the fake for the current test file (restored after each test by `restoreMocks` or by hand). */
export function installFakeApi(): FakeApi {
  const answers = new Map<string, FakeAnswer>();
  const calls: FakeCall[] = [];
  const retryWait = skipRetryWaits();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ key, body: text ? parseOrText(text) : undefined });
    const answer = answers.get(key) ?? fails(404, 'NOT_FOUND', 'Not found');
    if (answer === 'network-failure') throw new TypeError('fetch failed');
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    answer: (key, answer) => answers.set(key, answer),
    calls,
    callsTo: (key) => calls.filter((call) => call.key === key),
    keepRetryWaits: () => retryWait.mockRestore(),
  };
}

/**
 * The usual set-up of a screen's test file: a fresh fake before each test and, after it, fetch and
 * any fake timers restored. Call it at the top of the file; the object answers for the running test.
 */
export function fakeApiForEachTest(): FakeApi {
  let current: FakeApi | undefined;
  beforeEach(() => {
    current = installFakeApi();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const running = () => {
    if (!current) throw new Error('fakeApiForEachTest: used outside a test');
    return current;
  };
  return {
    answer: (key, answer) => running().answer(key, answer),
    get calls() {
      return running().calls;
    },
    callsTo: (key) => running().callsTo(key),
    keepRetryWaits: () => running().keepRetryWaits(),
  };
}
