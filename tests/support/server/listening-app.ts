import { createTestApp, type TestApp } from './test-app';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>, for clients that call over the network (the desktop app). */
  baseUrl: string;
}

/** The real app on its own database, listening on a free loopback port. */
export async function createListeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const testApp = await createTestApp(env);
  const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...testApp, baseUrl };
}
