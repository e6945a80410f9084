/**
 * The reference page's look. It travels inside the page in a <style> element, which the API's
 * Content-Security-Policy allows (style-src 'unsafe-inline'); the page has no script at all.
 */
export const REFERENCE_STYLES = `
:root { color-scheme: light dark; --muted: #6b6b76; --line: #d9d9e0; --code: #f4f4f7; }
@media (prefers-color-scheme: dark) { :root { --muted: #a0a0ab; --line: #34343c; --code: #1d1d23; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 15px/1.5 system-ui, sans-serif; }
h1 { margin: 0 0 .25rem; }
h2 { margin: 2.5rem 0 .75rem; padding-bottom: .25rem; border-bottom: 2px solid var(--line); text-transform: capitalize; }
nav ul { display: flex; flex-wrap: wrap; gap: .5rem 1rem; padding: 0; list-style: none; }
a { color: inherit; }
.muted { color: var(--muted); }
.route { margin: .75rem 0; padding: .75rem 1rem; border: 1px solid var(--line); border-radius: .5rem; }
.route h3 { display: flex; flex-wrap: wrap; align-items: baseline; gap: .5rem; margin: 0; font-size: 1rem; }
.method { min-width: 4.5rem; padding: .1rem .4rem; border-radius: .25rem; color: #fff; font: 700 .8rem ui-monospace, monospace; text-align: center; }
.get { background: #1d7a46; } .post { background: #1f5fbf; } .put { background: #a35a00; }
.patch { background: #7a4bb5; } .delete { background: #b3261e; }
.path { font: 600 .95rem ui-monospace, monospace; word-break: break-all; }
.name { color: var(--muted); font-size: .85rem; }
.access { margin: .35rem 0; }
.badge { padding: .05rem .4rem; border: 1px solid var(--line); border-radius: 1rem; font-size: .8rem; }
table { width: 100%; margin: .5rem 0; border-collapse: collapse; font-size: .9rem; }
th, td { padding: .25rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
code, pre { font-family: ui-monospace, monospace; font-size: .85rem; }
details { margin: .35rem 0; }
summary { cursor: pointer; }
pre { margin: .35rem 0; padding: .6rem; overflow: auto; max-height: 28rem; background: var(--code); border-radius: .35rem; }
`;
