import express from 'express';
import { createLogger } from './logger';
import { serve } from './run';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('serve: graceful shutdown', () => {
  it('lets an open request finish, refuses new ones, then runs the close hooks in order', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const app = express();
    app.get('/slow', async (_req, res) => {
      arrived();
      await held;
      res.json({ finished: true });
    });
    const order: string[] = [];
    const running = await serve(app, {
      port: 0,
      host: '127.0.0.1',
      logger,
      beforeDrain: [() => void order.push('beforeDrain')],
      afterDrain: [() => void order.push('afterDrain')],
    });
    const inFlight = fetch(`${running.url}/slow`).then((res) => res.json());
    await requestArrived;
    const closed = running.close();
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow();
    expect(order).toEqual(['beforeDrain']);
    release();
    expect(await inFlight).toEqual({ finished: true });
    await closed;
    expect(order).toEqual(['beforeDrain', 'afterDrain']);
    expect(running.server.listening).toBe(false);
  });
});
