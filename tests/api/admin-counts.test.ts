import { afterAll, describe, expect, it } from 'vitest';
import * as admin from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { createStaff } from '../support/server/admin';

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

const UNAUTHORIZED = { message: 'Unauthorized - please login again' };

let editorToken: string | undefined;
const editor = async () => (editorToken ??= await createStaff(t.app, t.database.db, 1));

async function counts(token?: string) {
  return callRouteOk(t.app, admin.countReferenceData, { token: token ?? (await editor()) });
}

/** What each Data Tools tab says it holds: its list's total. */
async function listTotals(): Promise<admin.ReferenceDataCounts> {
  const token = await editor();
  const query = { page: 1, pageSize: 1 };
  const [categories, responseFormats, options, experienceTypes] = await Promise.all([
    callRouteOk(t.app, admin.listCategories, { token, query }),
    callRouteOk(t.app, admin.listResponseFormats, { token, query }),
    callRouteOk(t.app, admin.listOptions, { token, query }),
    callRouteOk(t.app, admin.listExperienceTypes, { token, query }),
  ]);
  return {
    categories: categories.pagination.totalCount,
    responseFormats: responseFormats.pagination.totalCount,
    options: options.pagination.totalCount,
    experienceTypes: experienceTypes.pagination.totalCount,
  };
}

async function newCategory() {
  return callRouteOk(t.app, admin.createCategory, {
    token: await editor(),
    body: { name: `Category ${uniqueEmail('c')}`, type: 'multiple_choice' },
  });
}

describe('the Data Tools counts', () => {
  it('count what the database holds, as each list totals it', async () => {
    const { rows } = await t.database.pool.query<Record<string, number>>(`
      SELECT (SELECT count(*)::int FROM survey_categories WHERE active) AS categories,
             (SELECT count(*)::int FROM experience_types WHERE active) AS "experienceTypes"`);
    const now = await counts();
    // The seeded survey is there, so a tile showing 0 would be wrong rather than empty.
    expect(Math.min(now.categories, now.responseFormats, now.options)).toBeGreaterThan(0);
    expect(now).toMatchObject(rows[0]!);
    expect(now).toEqual(await listTotals());
  });

  it('move with every create and delete, and a retired category takes its rows along', async () => {
    const token = await editor();
    const start = await counts();

    const category = await newCategory();
    const format = await callRouteOk(t.app, admin.createResponseFormat, {
      token,
      body: { categoryId: category.id, label: 'Often' },
    });
    await callRouteOk(t.app, admin.createResponseFormat, {
      token,
      body: { categoryId: category.id, label: 'Never' },
    });
    const option = await callRouteOk(t.app, admin.createOption, {
      token,
      body: { categoryId: category.id, questionText: 'How often do you plan a date night?' },
    });
    await callRouteOk(t.app, admin.createOption, {
      token,
      body: { categoryId: category.id, questionText: 'How often do you try something new?' },
    });
    const type = await callRouteOk(t.app, admin.createExperienceType, {
      token,
      body: { type: `Stargazing ${uniqueEmail('t')}`, description: 'A night under the sky.' },
    });
    expect(await counts()).toEqual({
      categories: start.categories + 1,
      responseFormats: start.responseFormats + 2,
      options: start.options + 2,
      experienceTypes: start.experienceTypes + 1,
    });

    await callRouteOk(t.app, admin.deleteResponseFormat, { token, params: { id: format.id } });
    await callRouteOk(t.app, admin.deleteOption, { token, params: { id: option.id } });
    await callRouteOk(t.app, admin.deleteExperienceType, { token, params: { id: type.id } });
    expect(await counts()).toEqual({
      categories: start.categories + 1,
      responseFormats: start.responseFormats + 1,
      options: start.options + 1,
      experienceTypes: start.experienceTypes,
    });

    // Retiring the category takes its remaining format and option out of the survey too.
    await callRouteOk(t.app, admin.deleteCategory, { token, params: { id: category.id } });
    expect(await counts()).toEqual(start);
    expect(await listTotals()).toEqual(start);
  });

  it('are read by every staff role, and by nobody else', async () => {
    for (const role of [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin]) {
      const token = await createStaff(t.app, t.database.db, role);
      const reply = await callRoute(t.app, admin.countReferenceData, { token });
      expect(reply.status, `role ${role}`).toBe(200);
    }
    const player = await registerPlayer(t.app);
    for (const token of [player.token, undefined]) {
      const reply = await callRoute(t.app, admin.countReferenceData, token ? { token } : {});
      expect({ status: reply.status, body: reply.response.json() }).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
    }
  });
});
