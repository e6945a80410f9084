import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page the visitor was sent away from', () => {
    expect(redirectTarget({ from: '/survey' })).toBe('/survey');
    expect(redirectTarget({ from: '/coupleResults?coupleId=1' })).toBe('/coupleResults?coupleId=1');
  });

  it('goes to the dashboard without a usable origin', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: 42 })).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://elsewhere.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: '//elsewhere.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/login' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/register?email=a' })).toBe('/dashboard');
  });
});
