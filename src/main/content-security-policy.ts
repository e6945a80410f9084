/**
 * The policy every desktop window's documents are served with: only our own bundle runs, and
 * the page talks only to its own origin (main forwards /api to the server). Mantine needs
 * inline styles; nothing needs inline scripts, eval, frames or plugins.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');
