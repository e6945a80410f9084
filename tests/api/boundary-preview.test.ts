import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as journey from '@shared/api/journey';
import { CUSTOM_BOUNDARY_MAX_LENGTH } from '@shared/domain/journey';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const preview = (token: string | undefined, boundary: unknown) =>
  callRoute(t.app, journey.previewBoundary, { token, body: { boundary } as never });

describe('boundary preview', () => {
  it('shows a player every form of the words a custom boundary keeps out', async () => {
    const player = await registerPlayer(t.app);
    const { keepsOut } = await callRouteOk(t.app, journey.previewBoundary, {
      token: player.token,
      body: { boundary: '  No spanking please ' },
    });
    expect(keepsOut.slice(0, 4)).toEqual(['spank', 'spanking', 'spanked', 'spanks']);
    expect(keepsOut).not.toContain('please');

    const feet = await callRouteOk(t.app, journey.previewBoundary, {
      token: player.token,
      body: { boundary: 'tickling feet' },
    });
    expect(feet.keepsOut).toEqual(expect.arrayContaining(['tickle', 'tickled', 'foot', 'feet']));
  });

  it('keeps the list short and free of repeats', async () => {
    const player = await registerPlayer(t.app);
    const { keepsOut } = await callRouteOk(t.app, journey.previewBoundary, {
      token: player.token,
      body: { boundary: 'no toys in public, no filming' },
    });
    expect(keepsOut.length).toBeLessThanOrEqual(journey.BOUNDARY_PREVIEW_MAX);
    expect(new Set(keepsOut).size).toBe(keepsOut.length);
    expect(keepsOut).toEqual(expect.arrayContaining(['toy', 'public', 'film']));
  });

  it('answers only a signed-in player, and only for an entry a player could store', async () => {
    expect((await preview(undefined, 'spanking')).status).toBe(401);
    const player = await registerPlayer(t.app);
    for (const bad of ['', '   ', 'x'.repeat(CUSTOM_BOUNDARY_MAX_LENGTH + 1), 42, null]) {
      const answer = await preview(player.token, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body).toHaveProperty('message');
    }
    expect((await preview(player.token, 'x'.repeat(CUSTOM_BOUNDARY_MAX_LENGTH))).status).toBe(200);
  });
});
