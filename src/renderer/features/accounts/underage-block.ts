/**
 * Someone who answered "I am under 18" cannot simply reload and answer again: the answer is
 * remembered on this device, and registration stays closed here (docs/consent.md).
 */
export const UNDERAGE_KEY = 'velvet.underageAnswered';

export function underageAnsweredHere(): boolean {
  try {
    return window.localStorage.getItem(UNDERAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberUnderageAnswer() {
  try {
    window.localStorage.setItem(UNDERAGE_KEY, 'true');
  } catch {
    // Storage is unavailable (private mode): registration stays closed until the page reloads.
  }
}
