import { describe, expect, it } from 'vitest';
import { nameInlinedStylesheets } from './inlined-stylesheets';

describe('nameInlinedStylesheets', () => {
  it('names each inlined sheet with a disabled stylesheet link, as Vite’s loader looks for them', () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML =
      '<style data-href="/assets/signed-in-a1.css">.a{}</style>' +
      '<style>.plain{}</style>' +
      '<style data-href="/assets/dashboard-b2.css">.b{}</style>';

    nameInlinedStylesheets(page);

    const links = [...page.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.disabled, link.getAttribute('href')])).toEqual([
      ['stylesheet', true, '/assets/signed-in-a1.css'],
      ['stylesheet', true, '/assets/dashboard-b2.css'],
    ]);
    // Each beside its rules, so the page's order of styles stays as written.
    expect(links[0]!.previousElementSibling?.getAttribute('data-href')).toBe(
      '/assets/signed-in-a1.css',
    );
  });
});
