import { it } from 'vitest';
import { allRoutes } from '@shared/api';
import { createTestApp, TEST_JWT_SECRET } from '../support/server/test-app';
import { accessProblem } from '../support/server/walk/access';
import { unauthorizedAttempts } from '../support/server/walk/attempts';
import { malformedInputs } from '../support/server/walk/malformed-requests';
import { validRequest } from '../support/server/walk/targets';
import { createWorld } from '../support/server/walk/world';

it('counts', async () => {
  const t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  const world = await createWorld(t.app, t.database);
  const guarded = allRoutes.filter((r) => accessProblem(r) === null && r.access.level !== 'public');
  let attempts = 0, adminAttempts = 0, inputs = 0, adminInputs = 0, withInput = 0, adminWithInput = 0;
  for (const r of guarded) {
    const n = (await unauthorizedAttempts(r, world, TEST_JWT_SECRET)).length;
    attempts += n; if (r.access.level === 'admin') adminAttempts += n;
  }
  for (const r of allRoutes.filter((r) => r.params || r.query || r.body)) {
    const n = malformedInputs(r, validRequest(r, world.a)).length;
    withInput += 1; inputs += n;
    if (r.access.level === 'admin') { adminWithInput += 1; adminInputs += n; }
  }
  console.log(JSON.stringify({ routes: allRoutes.length, guarded: guarded.length, admin: guarded.filter((r) => r.access.level === 'admin').length, attempts, adminAttempts, withInput, inputs, adminWithInput, adminInputs }));
  await t.close();
}, 60000);
