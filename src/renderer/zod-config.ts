import { config } from 'zod/v4/core';

// Runs before the form fields' schemas are built (lib/form-fields.ts imports it first): an object
// schema decides when it is created whether it may compile its parser with `new Function`, and
// that probe alone is reported as a violation of the page's Content-Security-Policy (no
// 'unsafe-eval'). Set here rather than in main.tsx, whose file every page downloads first: the
// screens without a form load no zod at all.
config({ jitless: true });
