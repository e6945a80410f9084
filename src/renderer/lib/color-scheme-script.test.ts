import { afterEach, describe, expect, it } from 'vitest';
import script from '../../../web/public/color-scheme.js?raw';
import { COLOR_SCHEME_KEY } from './device-storage';

// web/public/color-scheme.js runs in the page's head before anything paints: it alone decides
// the first frame's theme, so it must agree with what the app will show once it has loaded.
const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

function runBeforePaint(system: 'light' | 'dark') {
  window.matchMedia = (query: string) =>
    ({ matches: query === '(prefers-color-scheme: dark)' && system === 'dark' }) as MediaQueryList;
  new Function(script)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

describe('the theme set before the first paint', () => {
  it('follows the system while this device has no choice, or chose to follow it', () => {
    expect(runBeforePaint('dark')).toBe('dark');
    expect(runBeforePaint('light')).toBe('light');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'auto');
    expect(runBeforePaint('dark')).toBe('dark');
  });

  it('takes the choice this device remembers over the system', () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    expect(runBeforePaint('light')).toBe('dark');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    expect(runBeforePaint('dark')).toBe('light');
  });

  it('falls back to the system when storage cannot be read', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      expect(runBeforePaint('dark')).toBe('dark');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
