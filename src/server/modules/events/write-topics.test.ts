import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementOf } from './write-topics';

const RENDERER = path.resolve(__dirname, '../../../renderer');
const ROUTES = path.resolve(__dirname, '../../../shared/api/routes');

type Route = { name?: string; method?: string };

/** Every route of the contract, by the name its module exports it under. */
async function routesByExport(): Promise<Record<string, Route>> {
  const modules = await Promise.all(
    readdirSync(ROUTES).map((file) => import(path.join(ROUTES, file)) as Promise<object>),
  );
  return Object.assign({}, ...modules) as Record<string, Route>;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The contract's routes the screens read through a query (`queryFn: … api(route, …)`). */
async function routesReadByQueries() {
  const byExport = await routesByExport();
  const read = new Set<Route>();
  for (const file of sourcesUnder(RENDERER)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/queryFn:[^\n]*?\bapi\((\w+)/g)) {
      const route = byExport[name!];
      if (route?.name) read.add(route);
    }
  }
  return [...read];
}

describe('the live events a write raises', () => {
  it('never come from a read the screens make by POST, which would read itself again', async () => {
    const postReads = (await routesReadByQueries()).filter((route) => route.method === 'POST');
    // The screens do read by POST (the matches, the summary, a boundary's preview).
    expect(postReads.map((route) => route.name)).toContain('results.coupleSummary');
    for (const route of postReads) {
      expect({ route: route.name, ...announcementOf(route.name!, 'POST') }).toMatchObject({
        route: route.name,
        topics: [],
      });
    }
  });

  it('tell the couple of a shared change and only the player of their own answers', () => {
    expect(announcementOf('quicktasks.confirmTask', 'POST')).toEqual({
      topics: ['quicktasks', 'daily', 'scores', 'journey'],
      audience: 'couple',
    });
    expect(announcementOf('survey.respondActivity', 'POST').audience).toBe('player');
    expect(announcementOf('results.getSharedSummary', 'GET').topics).toEqual([]);
  });
});
