/**
 * Colours that mean the same in both themes but need other shades in each: a palette shade
 * fixed for the light page (`c="gray.7"`, `bg="velvet.0"`) becomes unreadable on the dark one.
 * Each is a CSS variable set per scheme by the app's theme (src/renderer/app/theme.ts), and every
 * text tone keeps at least 4.5:1 on the page, on cards and on the tint (docs/theme.md).
 */
export const TONE_VALUES = {
  /** Body copy one step quieter than the text (stronger than "dimmed"). */
  '--velvet-text-secondary': { light: '#495057', dark: '#b8b8b8' },
  /** The brand's pink as text: headings, the wordmark, highlights. */
  '--velvet-text-brand': { light: '#ac2756', dark: '#e685a7' },
  /** The deepest brand text, on the tint. */
  '--velvet-text-brand-strong': { light: '#8e1b4d', dark: '#eeb0c6' },
  '--velvet-text-danger': { light: '#c92a2a', dark: '#ff8787' },
  '--velvet-text-success': { light: '#06704f', dark: '#38d9a9' },
  /** The pale pink of heroes, banners and the player's own chat messages. */
  '--velvet-surface-tint': { light: '#fdeef4', dark: '#2b1b22' },
  /** The staff pages' quiet grey page. */
  '--velvet-surface-muted': { light: '#f8f9fa', dark: '#1f1f1f' },
} as const;

export const tone = {
  secondaryText: 'var(--velvet-text-secondary)',
  brandText: 'var(--velvet-text-brand)',
  brandStrongText: 'var(--velvet-text-brand-strong)',
  dangerText: 'var(--velvet-text-danger)',
  successText: 'var(--velvet-text-success)',
  tintSurface: 'var(--velvet-surface-tint)',
  mutedSurface: 'var(--velvet-surface-muted)',
} as const;
