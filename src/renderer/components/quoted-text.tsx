import { Text } from '@mantine/core';

/**
 * Words the player reads as written (a dare, a coach's question or summary), set apart by a
 * bar in the brand colour. Line breaks are kept, and long words wrap so a phone never scrolls
 * sideways.
 */
export function QuotedText({ children }: { children: string }) {
  return (
    <Text
      component="blockquote"
      m={0}
      pl="sm"
      style={{
        borderLeft: '3px solid var(--mantine-color-velvet-4)',
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Text>
  );
}
