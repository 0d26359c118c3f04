import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, type ServiceCallMethod, type ServiceCallOptions } from '@scp/service-kit/testing';
import { createApp } from './app';

/** The settings service on the embedded database, wired as in production. */
export function settingsFixture() {
  return serviceFixture({ name: 'settings', createApp });
}

/** A user id as the gateway vouches for it: a fresh one per test, so tests never share data. */
export function newUserId(): string {
  return new Types.ObjectId().toHexString();
}

/** A request as the gateway forwards it to the settings service, for this user. */
export function callAs(userId: string | undefined, app: Parameters<typeof callService>[0]) {
  return (method: ServiceCallMethod, path: string, options: Omit<ServiceCallOptions, 'userId'> = {}) =>
    callService(app, 'settings', method, path, { ...options, userId });
}
