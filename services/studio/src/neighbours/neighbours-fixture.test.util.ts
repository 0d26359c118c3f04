import { FakeNeighbour, type NeighbourCall } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { createApp } from '../app';
import { studioEnvShape } from '../config';

type Respond = (call: NeighbourCall) => unknown;

/**
 * The studio service (no Redis) with its assistant and dashboard as real HTTP servers answering as
 * `respond` says (an empty body when not given), and a settings that answers nothing, for the routes
 * that only pass a request on to a neighbour. Each neighbour is back up after every test.
 */
export function studioWithNeighbours(respond: { assistant?: Respond; dashboard?: Respond }) {
  const assistant = new FakeNeighbour(respond.assistant ?? (() => ({})));
  const dashboard = new FakeNeighbour(respond.dashboard ?? (() => ({})));
  const settings = new FakeNeighbour(() => ({}));
  const all = [assistant, dashboard, settings];
  beforeAll(async () => {
    await Promise.all(all.map((neighbour) => neighbour.start()));
  });
  const fixture = serviceFixture({
    name: 'studio',
    createApp,
    extraConfig: studioEnvShape,
    env: () => ({
      SETTINGS_SERVICE_URL: settings.url,
      ASSISTANT_SERVICE_URL: assistant.url,
      DASHBOARD_SERVICE_URL: dashboard.url,
    }),
  });
  afterAll(async () => {
    await Promise.all(all.map((neighbour) => neighbour.stop()));
  });
  afterEach(() => {
    for (const neighbour of all) neighbour.mode = 'up';
  });
  return Object.assign(fixture, { assistant, dashboard });
}
