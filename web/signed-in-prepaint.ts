import { TONE_VALUES } from '../src/renderer/lib/tones';
import { escapeHtml } from '../src/shared/escape-html';
import { FONT_FAMILY } from '../src/renderer/lib/typography';

const brand = TONE_VALUES['--velvet-text-brand'];

/**
 * The signed-in frame a page's HTML paints before any script has arrived: the top bar with the
 * page's title, in the theme color-scheme.js has set. On a phone network the app's code takes
 * seconds; this shows the player where they are meanwhile. React replaces it with the real shell
 * on its first render (the app waits for the screen's code first, so no loader shows between).
 *
 * It draws with Mantine's stylesheet variables (the theme's own are set only once the app runs)
 * and keeps the real top bar's height and the title's place in it, so nothing seems to jump when
 * the app takes over. Inline styles are allowed by the Content-Security-Policy.
 */
export const prepaintStyle = `    <style>
      .velvet-prepaint {
        position: fixed;
        inset: 0 0 auto 0;
        height: 60px;
        display: flex;
        align-items: center;
        gap: var(--mantine-spacing-sm);
        padding: 0 var(--mantine-spacing-md);
        border-bottom: 1px solid var(--mantine-color-default-border);
        background: var(--mantine-color-body);
        color: var(--mantine-color-text);
        font-family: ${FONT_FAMILY};
      }
      .velvet-prepaint svg { flex: none; margin: 6px; }
      .velvet-prepaint-brand { display: none; font-weight: 800; font-size: var(--mantine-font-size-lg); color: ${brand.light}; }
      [data-mantine-color-scheme='dark'] .velvet-prepaint-brand { color: ${brand.dark}; }
      @media (min-width: 48em) { .velvet-prepaint-brand { display: inline; } }
      .velvet-prepaint h1 {
        margin: 0;
        font-size: var(--mantine-h3-font-size);
        line-height: var(--mantine-h3-line-height);
        font-weight: 700;
      }
    </style>
`;

/** The frame's markup for a page titled `title`; it goes inside #root. */
export function prepaintMarkup(title: string) {
  // The same three strokes as the menu toggle's icon, drawn where the toggle will be.
  const menuIcon =
    '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg>';
  return (
    `<header class="velvet-prepaint" aria-busy="true">${menuIcon}` +
    `<span class="velvet-prepaint-brand" aria-hidden="true">Velvet</span>` +
    `<h1>${escapeHtml(title)}</h1></header>`
  );
}
