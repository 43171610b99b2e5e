import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStation, type TestStation } from '../../../testing/station/test-station';
import { createEngine } from '../broadcast/engine/engine';
import { createOfflineBroadcast } from '../broadcast/engine/offline';
import { createApp } from '../http/app';
import { API_GROUPS } from '../http/api-groups';
import { createRequestService } from '../requests/request-service';
import { listenerCount } from './station-events';

/** Every owner of a subscription releases it when it stops: building and stopping things leaves the count flat. */
describe('station-event subscriptions', () => {
  let station: TestStation;
  beforeAll(async () => {
    station = await startTestStation({}, { createBroadcast: () => createOfflineBroadcast() });
  });
  afterAll(() => station?.close());

  it('building the API (and its request service) again and again subscribes nothing', () => {
    const { context } = station;
    const before = listenerCount(context.events);
    for (let i = 0; i < 5; i++) {
      createApp(context, API_GROUPS);
      createRequestService(context);
    }
    expect(listenerCount(context.events)).toBe(before);
  });

  it('an engine built and closed again and again gives back every subscription it took', async () => {
    const { context } = station;
    const before = listenerCount(context.events);
    for (let i = 0; i < 3; i++) {
      const engine = createEngine(context);
      // The engine does listen while it exists: air-follows, the RDS and off-air feeds, the desk's microphone.
      expect(listenerCount(context.events)).toBeGreaterThan(before);
      await engine.close();
      expect(listenerCount(context.events)).toBe(before);
    }
  });
});
