import { Fragment } from 'react';
import { Stack, Text } from '@mantine/core';

/**
 * A deliberately tiny markdown subset for the couple summary: **bold**, paragraphs (blank
 * lines) and line breaks; a '#' heading line reads as a bold line and a '- ' item line starts
 * with a bullet. Everything else stays text:
 * it becomes React text nodes, never HTML, so nothing in a summary can inject markup.
 */
export interface Span {
  text: string;
  bold: boolean;
}
export type Line = Span[];
export type Paragraph = Line[];

const BOLD = /\*\*([^*]+)\*\*/g;
const HEADING = /^#{1,6}\s+(.*)$/;
const ITEM = /^[-*•]\s+/;

/** One line's text and **bold** parts; an unmatched '**' stays as typed. */
export function parseLine(line: string): Line {
  const spans: Line = [];
  let last = 0;
  for (const match of line.matchAll(BOLD)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index), bold: false });
    spans.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}

export function parseMarkdown(source: string): Paragraph[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const heading = HEADING.exec(line);
          return heading
            ? parseLine(heading[1] ?? '').map((span) => ({ ...span, bold: true }))
            : parseLine(line.replace(ITEM, '• '));
        }),
    )
    .filter((lines) => lines.length > 0);
}

export function Markdown({ source }: { source: string }) {
  // The text never changes once shown, so positions are stable keys.
  return (
    <Stack gap="sm">
      {parseMarkdown(source).map((paragraph, p) => (
        <Text key={p} component="p" m={0} style={{ overflowWrap: 'anywhere' }}>
          {paragraph.map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {line.map((span, s) =>
                span.bold ? (
                  <strong key={s}>{span.text}</strong>
                ) : (
                  <Fragment key={s}>{span.text}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
