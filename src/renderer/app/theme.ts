import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: { light: 8, dark: 6 },
  colors: { velvet },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
