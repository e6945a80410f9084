/**
 * The avatar's letters: the first two of a one-word name ("Morgan" gives "MO"), else the first
 * letter of each of the first two words ("Alex Rivers" gives "AR"). The account menu's name
 * repeats them, since a control's name must contain the text it shows.
 */
export function initials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** "Account menu for Alex Rivers (AR)". */
export function accountMenuLabel(displayName: string): string {
  return `Account menu for ${displayName} (${initials(displayName)})`;
}
