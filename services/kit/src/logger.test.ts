import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { redactUrl, requestLogger } from './logger';

describe('request log', () => {
  it('never writes the values of credential query parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogger(pino({ level: 'info' }, stream)));
    app.get('/api/auth/oauth/google/callback', (_req, res) => {
      res.status(303).end();
    });
    await request(app).get('/api/auth/oauth/google/callback?code=c0de-secret&state=st4te-secret&scope=email');
    const logged = lines.join('');
    expect(logged).toContain('/api/auth/oauth/google/callback');
    expect(logged).toContain('scope=email');
    expect(logged).not.toContain('c0de-secret');
    expect(logged).not.toContain('st4te-secret');
  });

  it("never writes Meta's webhook verify token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogger(pino({ level: 'info' }, stream)));
    app.get('/api/webhooks/meta', (_req, res) => {
      res.status(403).end();
    });
    await request(app).get(
      '/api/webhooks/meta?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=v3rify-secret',
    );
    const logged = lines.join('');
    expect(logged).toContain('hub.challenge=1158201444');
    expect(logged).toContain('hub.verify_token');
    expect(logged).not.toContain('v3rify-secret');
  });

  it('keeps the parameter names and leaves URLs without secrets alone', () => {
    expect(redactUrl('/reset?token=abc&x=1')).toBe('/reset?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/products?page=2')).toBe('/api/products?page=2');
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/hook?hub%5Bverify_token%5D=abc')).toBe('/hook?hub%5Bverify_token%5D=%5Bredacted%5D');
  });
});
