/**
 * Names each stylesheet the page's HTML holds inline (`<style data-href>`, written by
 * web/public-page-html.ts) with a disabled link, before any screen's code is imported. Vite's
 * loader treats a stylesheet link as "already on the page", so a screen whose sheet came inline
 * neither fetches it again nor waits for it. The link is made here, not in the HTML, because
 * Chromium's preload scanner fetches a disabled link it reads ahead of the parser; a link made
 * in the document with `disabled` set is never fetched.
 */
export function nameInlinedStylesheets(root: Document = document): void {
  for (const style of root.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = root.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    style.after(link);
  }
}

nameInlinedStylesheets();
