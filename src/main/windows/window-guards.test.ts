import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { FakeWebContents } from '../../../tests/support/electron';
import { guardWebContents, isSafeExternalUrl } from './window-guards';

function guarded() {
  const contents = new FakeWebContents('velvet://app/dashboard');
  const openExternal = vi.fn(async (_url: string) => {});
  guardWebContents(contents as unknown as WebContents, openExternal);
  return { contents, openExternal };
}

describe('isSafeExternalUrl', () => {
  it('is true only for https', () => {
    expect(isSafeExternalUrl('https://velvet.example/help')).toBe(true);
    for (const url of [
      'http://velvet.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'velvet://app/',
      'mailto:help@velvet.example',
      'not a url',
    ])
      expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('the window guards', () => {
  it('deny window.open and send https links to the browser', () => {
    const { contents, openExternal } = guarded();
    expect(contents.open('https://velvet.example/help')).toBe('deny');
    expect(openExternal).toHaveBeenCalledWith('https://velvet.example/help');
  });

  it('deny window.open of anything else without opening it', () => {
    const { contents, openExternal } = guarded();
    for (const url of ['http://velvet.example/', 'file:///etc/passwd', 'velvet://app/other'])
      expect(contents.open(url)).toBe('deny');
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('let the window move within the app', () => {
    const { contents } = guarded();
    expect(contents.navigate('velvet://app/couple')).toBe(false);
    expect(contents.navigate('velvet://app/dares', 'will-redirect')).toBe(false);
  });

  it('block navigation and redirects off the app, sending https to the browser', () => {
    const { contents, openExternal } = guarded();
    expect(contents.navigate('https://velvet.example/')).toBe(true);
    expect(contents.navigate('http://evil.example/', 'will-redirect')).toBe(true);
    expect(contents.navigate('velvet://app.evil.example/')).toBe(true);
    expect(contents.navigate('file:///etc/passwd')).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://velvet.example/']]);
  });

  it('block attaching a webview', () => {
    const { contents } = guarded();
    expect(contents.attachWebview('https://velvet.example/')).toBe(true);
  });
});
