import { z } from 'zod';
import { HOUR, MINUTE } from '@scp/shared/contracts/app/time-units';
import { responderEnvShape, responderLimits } from './config';

const parse = (env: Record<string, string>) => z.object(responderEnvShape).safeParse(env);

describe("the responder's limits", () => {
  it("default to the spec's: 1,000 sends an hour per page, 60 a minute per owner, 200 webhooks a minute per page", () => {
    const parsed = parse({});
    expect(parsed.success && responderLimits(parsed.data)).toEqual({
      sendsPerPage: { limit: 1000, windowMs: HOUR },
      sendsPerOwner: { limit: 60, windowMs: MINUTE },
      webhooksPerPage: { limit: 200, windowMs: MINUTE },
    });
  });

  it('are configurable, and a value that is not a positive whole number is refused at boot', () => {
    const parsed = parse({ RESPONDER_SENDS_PER_OWNER: '30', RESPONDER_WEBHOOKS_PER_PAGE_WINDOW_MS: '5000' });
    expect(parsed.success && responderLimits(parsed.data)).toMatchObject({
      sendsPerOwner: { limit: 30, windowMs: MINUTE },
      webhooksPerPage: { limit: 200, windowMs: 5000 },
    });
    for (const bad of ['0', '-1', '1.5', 'many'])
      expect([bad, parse({ RESPONDER_SENDS_PER_PAGE: bad }).success]).toEqual([bad, false]);
  });
});
