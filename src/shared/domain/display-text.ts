/**
 * Text one person types that Velvet writes into what another person reads, an email above
 * all: a display name in an invitation, a name or subject on the contact form. Whatever a
 * sender puts there appears in Velvet's voice, so it may hold only what a name needs: letters
 * (with their accents and marks), digits, spaces, apostrophes, hyphens and periods. Nothing
 * that a reader or a mail client could take for a link, and nothing invisible that could hide
 * or reorder what is shown.
 */

export type DisplayTextProblem = 'lineBreak' | 'invisible' | 'address' | 'characters';

/** What each problem reads as, after the field's name ("Display name must be on one line."). */
export const DISPLAY_TEXT_MESSAGES: Record<DisplayTextProblem, string> = {
  lineBreak: 'must be on one line.',
  invisible: 'cannot contain invisible or control characters.',
  address: 'cannot contain a web address.',
  characters: 'can only contain letters, numbers, spaces, apostrophes, hyphens and periods.',
};

/** The sentence shown under a field, e.g. displayTextMessage('Display name', 'address'). */
export const displayTextMessage = (label: string, problem: DisplayTextProblem) =>
  `${label} ${DISPLAY_TEXT_MESSAGES[problem]}`;

// Every character that ends a line somewhere: mail clients and text renderers differ on which.
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;
// Controls, format characters (zero-width spaces and joiners, bidi overrides and isolates),
// private-use, unassigned and lone surrogate code points.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;
// Any full stop a domain can be written with: browsers read the ideographic and fullwidth
// ones as a dot, so "evil。com" opens evil.com.
const DOT = '[.\\u3002\\uFF0E\\uFF61\\u2024\\uFE52]';
const ADDRESS = [
  // A scheme or a path: no name needs a slash or a colon.
  /:\/\//u,
  /[/\\]/u,
  /\bwww\b/iu,
  // A dotted address: any word followed, with no space, by a dot and a label that starts with a
  // letter (every top-level domain does, including punycode "xn--" ones). A mail client may not
  // know every one of the hundreds of top-level domains, but a reader follows them all.
  new RegExp(`[\\p{L}\\p{M}\\p{Nd}]${DOT}\\p{L}[\\p{L}\\p{M}\\p{Nd}-]`, 'u'),
  // A numeric address: 1.2.3.4, and the shortened forms browsers also accept (127.1).
  new RegExp(`\\p{Nd}${DOT}\\p{Nd}`, 'u'),
];
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '\u2019\u02BC\-\u2010.]*$/u;

/**
 * Why a line of free text (a subject, say) may not go into an email someone else reads: a line
 * break, an invisible character or an address. Any other punctuation is allowed.
 */
export function emailTextProblem(text: string): Exclude<DisplayTextProblem, 'characters'> | null {
  if (LINE_BREAK.test(text)) return 'lineBreak';
  if (INVISIBLE.test(text)) return 'invisible';
  // Compatibility forms too: fullwidth "ｅｖｉｌ．ｃｏｍ" reads as evil.com.
  const plain = text.normalize('NFKC');
  if (ADDRESS.some((pattern) => pattern.test(text) || pattern.test(plain))) return 'address';
  return null;
}

/** Why a name may not be shown to someone else: the email rule, then the name's characters. */
export function displayTextProblem(text: string): DisplayTextProblem | null {
  return emailTextProblem(text) ?? (ALLOWED.test(text) ? null : 'characters');
}

/** True when a line of free text may be written into an email someone else reads. */
export const textSafeForEmail = (text: string) => emailTextProblem(text) === null;

/** True when a name may be written into an email or screen someone else reads. */
export const isSafeDisplayText = (text: string) => displayTextProblem(text) === null;
