// Where the conformance suite runs: against the embedded server (default, started in-process on a
// free port with a fresh data folder) or against a real MongoDB when MONGODB_URI is set.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '../main';

export const realMongoUri = process.env.MONGODB_URI;
export const againstRealMongo = Boolean(realMongoUri);

export interface Harness {
  /** Connection string of the server under test (no database part). */
  uri: string;
  dbName: string;
  connection: mongoose.Connection;
  client: MongoClient;
  server?: EmbeddedMongo;
  dbpath?: string;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `embedded-mongo-${prefix}-`));
}

function baseUri(uri: string): string {
  const u = new URL(uri);
  u.pathname = '/';
  return u.toString();
}

export async function openHarness(name: string, opts: { ttlMonitorIntervalMs?: number } = {}): Promise<Harness> {
  const dbName = `conf_${name}_${process.pid}_${Date.now().toString(36)}`;
  let server: EmbeddedMongo | undefined;
  let dbpath: string | undefined;
  let uri: string;
  if (realMongoUri) uri = baseUri(realMongoUri);
  else {
    dbpath = tempDir(name);
    server = await start({ port: 0, dbpath, ttlMonitorIntervalMs: opts.ttlMonitorIntervalMs });
    uri = `${server.uri}/`;
  }
  const connection = await mongoose.createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  return { uri, dbName, connection, client, server, dbpath };
}

export async function closeHarness(h: Harness | undefined): Promise<void> {
  if (!h) return;
  if (againstRealMongo)
    await h.client
      .db(h.dbName)
      .dropDatabase()
      .catch(() => undefined);
  await h.connection.close();
  await h.client.close();
  await h.server?.stop();
  if (h.dbpath) rmSync(h.dbpath, { recursive: true, force: true });
}
