import mongoose, { Schema } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from './app';
import { userIdOf } from './internal-token';
import { serviceFixture } from './service-fixture';
import { internalTokenHeader } from './testing';

const Note = mongoose.model('KitTestNote', new Schema({ userId: String, email: String, text: String }));

const fx = serviceFixture({
  name: 'onboarding',
  createApp: (deps) =>
    createServiceApp(deps, (router) => {
      router.post('/notes/search', async (req, res) => {
        // The body goes straight into the filter: sanitizeFilter must neutralise operators in it.
        const found = await Note.find({ userId: userIdOf(req), email: req.body.email }).lean();
        res.json({ count: found.length });
      });
    }),
});

beforeAll(async () => {
  await Note.create([
    { userId: 'u1', email: 'a@example.com', text: 'one' },
    { userId: 'u1', email: 'b@example.com', text: 'two' },
  ]);
});

describe('database connection', () => {
  it('connects to the service database with operator injection neutralised', async () => {
    const auth = () => internalTokenHeader('onboarding', 'POST /api/onboarding/notes/search', 'u1');
    const exact = await request(fx.app)
      .post('/api/onboarding/notes/search')
      .set(await auth())
      .send({ email: 'a@example.com' });
    expect(exact.body).toEqual({ count: 1 });
    const injected = await request(fx.app)
      .post('/api/onboarding/notes/search')
      .set(await auth())
      .send({ email: { $ne: null } });
    // Wrapped in $eq, the operator object is a value that cannot be an email: refused, not widened.
    expect(injected.status).toBe(400);
    expect(injected.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
  });

  it('/readyz is 200 while MongoDB answers and 503 once it is gone', async () => {
    const ready = await request(fx.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { mongodb: 'up' } });
    await mongoose.connection.close();
    const down = await request(fx.app).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body.checks).toEqual({ mongodb: 'down' });
  });
});
