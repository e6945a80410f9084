/** The couple summary's section headings, in order; the results screen counts them. */
export const SUMMARY_HEADINGS = {
  strengths: 'Strengths',
  sharedInterests: 'Shared interests',
  thingsToTalkAbout: 'Things to talk about',
} as const;

export interface SummarySections {
  opening?: string;
  strengths: string[];
  sharedInterests: string[];
  thingsToTalkAbout: string[];
}

/**
 * One line of plain text: no markdown emphasis or headings of its own, so the summary keeps
 * exactly its three bold sections, whoever wrote the line.
 */
export function plainLine(text: string): string {
  return text
    .replace(/\*+|`+|_{2,}/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[-•#>\s]+/, '')
    .trim();
}

export function renderSummary(sections: SummarySections): string {
  const section = (heading: string, lines: string[]) =>
    [
      `**${heading}**`,
      ...lines
        .map(plainLine)
        .filter(Boolean)
        .map((line) => `- ${line}`),
    ].join('\n');
  const opening = sections.opening ? plainLine(sections.opening) : '';
  return [
    ...(opening ? [opening] : []),
    section(SUMMARY_HEADINGS.strengths, sections.strengths),
    section(SUMMARY_HEADINGS.sharedInterests, sections.sharedInterests),
    section(SUMMARY_HEADINGS.thingsToTalkAbout, sections.thingsToTalkAbout),
  ].join('\n\n');
}
