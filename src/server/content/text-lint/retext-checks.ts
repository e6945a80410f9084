import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextReadability from 'retext-readability';
import retextRepeatedWords from 'retext-repeated-words';
import { unified } from 'unified';
import { VFile } from 'vfile';

/**
 * The maintained text checks every built-in text passes: no word repeated by mistake ("the
 * the"), "a" or "an" as the next word sounds, and sentences an adult reads at a glance. The
 * readability bar is set for grown-ups reading on a phone: a sentence fails when most of the
 * formulas say it needs more than a school leaver's reading age.
 */
const processor = unified()
  .use(retextEnglish)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextReadability, { age: 18, threshold: 5 / 7 });

/** What the retext checks say of one text: a line per finding, none when it passes. */
export function retextFindings(text: string): string[] {
  const file = new VFile(text);
  processor.runSync(processor.parse(file), file);
  return file.messages.map((message) => `${message.source ?? 'retext'}: ${message.reason}`);
}
