import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { TONE_VALUES } from '../lib/tones';
import { FONT_FAMILY } from '../lib/typography';

const velvet: MantineColorsTuple = [
  '#fdeef4',
  '#f6d9e4',
  '#eeb0c6',
  '#e685a7',
  '#df618c',
  '#db4a7b',
  '#d93d72',
  '#c02f61',
  '#ac2756',
  '#8e1b4d',
];

export const theme = createTheme({
  primaryColor: 'velvet',
  // White text on the filled shade needs 4.5:1: shade 8 gives 6.6:1, shade 7 gives 5.5:1 (the
  // brighter shade 6 reads better on a dark page but gives only 4.3:1).
  primaryShade: { light: 8, dark: 7 },
  colors: { velvet },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  headings: { fontWeight: '700' },
  components: {
    // Headings take the scheme's strongest text colour: black on the light page as body text
    // is, white on the dark one, where body text is a softer grey (dark-0) and headings in the
    // same grey read dimmer than the bold text around them.
    Title: { defaultProps: { c: 'bright' } },
  },
});

/**
 * The text of light variants (badges, light alerts and buttons) on their tint in the light
 * scheme. Mantine draws shade 9 on shade 1, which gives teal only 4.33:1 (the "Completed"
 * badge, which axe reports as serious) and green, lime, yellow and orange less; these darker
 * shades keep at least 4.7:1, and red's 4.51:1 gets the same margin. The dark scheme's light
 * variants (shade 0 on a deep tint) keep over 8:1 already.
 */
export const LIGHT_VARIANT_TEXT = {
  teal: '#087756',
  green: '#267937',
  lime: '#4a760a',
  yellow: '#a65600',
  orange: '#b63c0d',
  red: '#c12828',
} as const;

const lightVariantText = Object.fromEntries(
  Object.entries(LIGHT_VARIANT_TEXT).map(([name, value]) => [
    `--mantine-color-${name}-light-color`,
    value,
  ]),
);

/**
 * Secondary ("dimmed") text must keep 4.5:1 on every surface it sits on, including the tinted
 * rows of unread notifications. Mantine's own dimmed greys give 3.3:1 on white, 3:1 on the pink
 * tint and 4:1 on the dark page. These keep at least 4.6:1 on the lightest and darkest surfaces
 * each scheme uses (white, velvet-0 and velvet-1; dark-7 to dark-5).
 */
export const DIMMED_TEXT = { light: '#5c636a', dark: '#ababab' } as const;

const tonesFor = (scheme: 'light' | 'dark') =>
  Object.fromEntries(Object.entries(TONE_VALUES).map(([name, value]) => [name, value[scheme]]));

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...tonesFor('light'),
    ...lightVariantText,
    '--mantine-color-dimmed': DIMMED_TEXT.light,
  },
  dark: {
    ...tonesFor('dark'),
    '--mantine-color-dimmed': DIMMED_TEXT.dark,
    // Links and subtle primary text sit on the dark page: shade 3 gives 6.1:1 there.
    '--mantine-color-anchor': 'var(--mantine-color-velvet-3)',
  },
});
