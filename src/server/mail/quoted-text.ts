/**
 * A message someone typed, made safe to quote in an email staff read: whatever it says, it
 * cannot pass for Velvet's own words or hand the reader a link. Staff still read every word;
 * the stored message keeps it exactly as sent.
 */

// Every line ending the mail clients know, so a message cannot hide a line from the quoting.
const LINE_BREAKS = /\r\n|[\r\v\f\u0085\u2028\u2029]/gu;
// Controls (but the line feed and tab), format characters such as zero-width spaces and bidi
// overrides, private-use, unassigned and lone surrogate code points.
const INVISIBLE = /[^\P{C}\n\t]/gu;
// A scheme: "https://" is written "https[:]//", which no client follows.
const SCHEME = /:(?=\/\/)/gu;
// A dot between two parts of a name or number (evil.example, www.x, 192.168.0.1): written [.].
const DOTTED = /(?<=[\p{L}\p{M}\p{Nd}])\.(?=[\p{L}\p{Nd}])/gu;

/** The text with addresses defused, invisible characters gone and one kind of line break. */
export function defusedText(text: string): string {
  return (
    text
      // Fullwidth and other compatibility forms read as their plain letters and dots.
      .normalize('NFKC')
      .replace(LINE_BREAKS, '\n')
      .replace(INVISIBLE, '')
      .replace(SCHEME, '[:]')
      .replace(DOTTED, '[.]')
  );
}

/** Each line of the defused text behind "> ", as a mail client quotes: no line can pose as a header. */
export const quotedLines = (text: string) =>
  defusedText(text)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
