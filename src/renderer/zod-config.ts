// Imported first by main.tsx, so it runs before any module builds a schema: each schema decides
// when it is created whether to compile its parser with `new Function`, which the page's
// Content-Security-Policy (no 'unsafe-eval') refuses and the browser reports as a violation.
// Zod reads its settings from this global (what `z.config()` writes), so setting it here costs
// the first download nothing, where importing zod's config would add its core to it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
