import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { Markdown, parseLine, parseMarkdown } from './markdown';

describe('parseLine', () => {
  it('splits **bold** from plain text and leaves a lone ** alone', () => {
    expect(parseLine('You both **love** slow **evenings**.')).toEqual([
      { text: 'You both ', bold: false },
      { text: 'love', bold: true },
      { text: ' slow ', bold: false },
      { text: 'evenings', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseLine('2 ** 3 is not bold')).toEqual([{ text: '2 ** 3 is not bold', bold: false }]);
  });
});

describe('parseMarkdown', () => {
  it('makes paragraphs of blank-line blocks and keeps line breaks inside them', () => {
    expect(parseMarkdown('First line\nsecond line\r\n\r\n\n  Next paragraph  \n\n')).toEqual([
      [[{ text: 'First line', bold: false }], [{ text: 'second line', bold: false }]],
      [[{ text: 'Next paragraph', bold: false }]],
    ]);
  });

  it('starts a list item line with a bullet', () => {
    expect(parseMarkdown('**Strengths**\n- Trust\n* **Play**')).toEqual([
      [
        [{ text: 'Strengths', bold: true }],
        [{ text: '• Trust', bold: false }],
        [
          { text: '• ', bold: false },
          { text: 'Play', bold: true },
        ],
      ],
    ]);
  });

  it('reads a # heading line as a bold line', () => {
    expect(parseMarkdown('## **Strengths**')).toEqual([[[{ text: 'Strengths', bold: true }]]]);
  });
});

describe('Markdown', () => {
  it('renders bold, paragraphs and line breaks', () => {
    const { container } = renderWithProviders(
      <Markdown source={'**Trust** comes first.\nThen play.\n\nA new paragraph.'} />,
    );
    expect(screen.getByText('Trust').tagName).toBe('STRONG');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]).toHaveTextContent('Trust comes first.Then play.');
    expect(paragraphs[1]).toHaveTextContent('A new paragraph.');
  });

  it('shows markup in a summary as text, never as HTML', () => {
    const source =
      '<img src=x onerror="alert(1)"> **<script>alert(2)</script>** [link](javascript:alert(3))';
    const { container } = renderWithProviders(<Markdown source={source} />);
    expect(container.querySelector('img, script, a, iframe')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(screen.getByText('<script>alert(2)</script>').tagName).toBe('STRONG');
  });
});
