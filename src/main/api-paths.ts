import { ADMIN_BASE } from '@shared/api/admin';

// Each hop (a proxy in front of the server, then the server) may decode escapes once more.
const MAX_DECODING_ROUNDS = 3;

/**
 * The API path a request for `pathname` can end up routed as, spelled one way: escapes
 * decoded (as deep as they nest), backslashes taken as slashes, repeated slashes merged,
 * `;parameters` dropped, `.` and `..` segments resolved, and lower case, since the server's
 * router ignores case. A window's filter judges this form, so no spelling of a refused path
 * slips past it. Null when the path cannot be read this way (a bad escape, a control
 * character): no API call of ours looks like that.
 */
export function routedApiPath(pathname: string): string | null {
  let decoded = pathname;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    if (round === MAX_DECODING_ROUNDS) return null;
    decoded = next;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments: string[] = [];
  for (const part of decoded.replace(/\\/g, '/').split('/')) {
    const segment = part.split(';', 1)[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return `/${segments.join('/')}`;
}

/** Whether a path in the form `routedApiPath` gives is the staff API's. */
export function isAdminApiPath(routedPath: string): boolean {
  return routedPath === ADMIN_BASE || routedPath.startsWith(`${ADMIN_BASE}/`);
}
