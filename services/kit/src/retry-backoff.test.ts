import { createJobQueue } from './job-queue';
import { createLogger } from './logger';
import { JOB_ATTEMPTS, jobBackoff, jobBackoffStrategy, retryBackoffMs } from './retry-backoff';
import { startTestRedis, type TestRedis } from './testing';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('retryBackoffMs', () => {
  it('doubles from 1 s and stops at 30 s (business constants: retry defaults)', () => {
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((retry) => retryBackoffMs(retry, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('takes up to a quarter off at random: never above the cap, never the same for every job', () => {
    // 1000 x (1 - 0.25 x 0.999) = 750.25; 30000 x 0.75025 = 22507.5.
    expect(retryBackoffMs(1, () => 0.999)).toBe(750);
    expect(retryBackoffMs(9, () => 0.999)).toBe(22508);
    expect(retryBackoffMs(9, () => 0.5)).toBe(26250);
    for (let retry = 1; retry <= 20; retry += 1) {
      const wait = retryBackoffMs(retry);
      expect(wait).toBeLessThanOrEqual(30000);
      expect(wait).toBeGreaterThanOrEqual(0.75 * Math.min(30000, 1000 * 2 ** (retry - 1)));
    }
  });

  it('is the strategy BullMQ calls with the attempts made', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    expect([1, 2, 6, 10].map((attempts) => jobBackoffStrategy(attempts))).toEqual([1000, 2000, 30000, 30000]);
    expect(JOB_ATTEMPTS).toBe(4);
  });
});

describe('a job queue retries with it', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("delays a failed job by the product's back-off, not BullMQ's uncapped one", async () => {
    // The most jitter: 750 ms before the first retry, where BullMQ's exponential would wait 1,000.
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const jobs = await createJobQueue<{ n: number }, void>({
      redisUrl: redis.url,
      name: 'backoff-test',
      prefix: `bull-backoff-${process.pid}`,
      runWorker: true,
      logger: createLogger({ name: 'kit', level: 'silent' }),
      process: async () => {
        throw new Error('platform down');
      },
    });
    try {
      await jobs.queue.add('try', { n: 1 }, { jobId: 'job-1' });
      // Failed once and waiting for its retry.
      for (let tries = 0; tries < 100 && (await jobs.queue.getJobState('job-1')) !== 'delayed'; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const job = await jobs.queue.getJob('job-1');
      expect(job?.opts).toMatchObject({ attempts: 4, backoff: jobBackoff });
      expect(job?.attemptsMade).toBe(1);
      expect(job?.delay).toBe(750);
    } finally {
      await jobs.close();
    }
  });
});
