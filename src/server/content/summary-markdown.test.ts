import { describe, expect, it } from 'vitest';
import { summaryCollapses } from '@shared/domain/survey';
import { plainLine, renderSummary } from './summary-markdown';

describe('summary markdown', () => {
  it('renders the opening line and the three bold sections as bullet lists', () => {
    expect(
      renderSummary({
        opening: 'Hello you two.',
        strengths: ['One.'],
        sharedInterests: ['Two.', 'Three.'],
        thingsToTalkAbout: ['Four.'],
      }),
    ).toBe(
      'Hello you two.\n\n**Strengths**\n- One.\n\n**Shared interests**\n- Two.\n- Three.\n\n' +
        '**Things to talk about**\n- Four.',
    );
  });

  it('keeps generated lines plain, so the summary has exactly three bold sections', () => {
    expect(plainLine('  - **Bold** and `code`\n  __under__ ')).toBe('Bold and code under');
    expect(plainLine('## Heading')).toBe('Heading');
    const text = renderSummary({
      strengths: ['**A**', '**B**', '**C**'],
      sharedInterests: ['**D**'],
      thingsToTalkAbout: ['**E**'],
    });
    expect(text.match(/\*\*[^*]+\*\*/g)).toHaveLength(3);
    expect(summaryCollapses(text)).toBe(false);
  });
});
