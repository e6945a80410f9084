/**
 * Take a Chance's coin, in words. The coin is tossed for the lead, who chose to take the chance:
 * `win` means the lead won and the forfeit is the partner's, `lose` that the lead lost and the
 * forfeit is the lead's own. Each partner reads the toss from their side.
 */
import type { ChanceOutcome } from './adventures';

/** What the coin-flip modal says while the coin is in the air. */
export const COIN_IN_THE_AIR = 'Flipping the coin…';

/** The coin lands heads for a win and tails for a loss. */
export const COIN_FACES: Record<ChanceOutcome, string> = { win: 'Heads', lose: 'Tails' };

/** A name as a sentence uses it; an account without one reads as the partner. */
const called = (name: string) => name.trim() || 'your partner';

/**
 * The lead's result once the coin lands: their win or loss, the kind of date the coin picked
 * (`kind`, as `dateKindOf` words it) and whose forfeit it is, the partner named.
 */
export function chanceResultForLead(
  outcome: ChanceOutcome,
  kind: string,
  partnerName: string,
): string {
  const partner = called(partnerName);
  return outcome === 'win'
    ? `The coin landed heads: you win! It picked ${kind} for you to plan, and the forfeit falls to ${partner}, who brings you a small surprise.`
    : `The coin landed tails: you lose! It picked ${kind} for you to plan, and the forfeit is yours: bring ${partner} a small surprise of your own.`;
}

/**
 * The sentence that ends the partner's teaser: the lead's toss from the partner's side. It does
 * not name the kind of date, which stays the lead's surprise.
 */
export function chanceVerdictForPartner(outcome: ChanceOutcome, leadName: string): string {
  const lead = called(leadName);
  return outcome === 'win'
    ? `The coin landed heads for ${lead}, so you lose the toss: your forfeit is to bring ${lead} a small surprise of your own.`
    : `The coin landed tails for ${lead}, so you win the toss: ${lead}'s forfeit is to bring you a small surprise.`;
}

/** How the result names the shipped types' dates, by their catalogue key. */
const SHIPPED_KINDS: Record<string, string> = {
  romantic: 'a romantic date',
  adventure: 'an adventurous date',
  cultural: 'a cultural date',
  relaxation: 'a relaxing date',
  learning: 'a date of learning something together',
  physical: 'an active date',
};

/**
 * The kind of date a type makes, as a phrase for the middle of a sentence ("a relaxing date").
 * A type staff added is named by its own name, its first letter lowered unless the name is an
 * acronym, with the article its sound takes.
 */
export function dateKindOf(type: { name: string; key: string | null }): string {
  const shipped = type.key ? SHIPPED_KINDS[type.key] : undefined;
  if (shipped) return shipped;
  const name = type.name.trim().replace(/\s+/g, ' ');
  const second = name.charAt(1);
  const word =
    second && second === second.toUpperCase() && second !== second.toLowerCase()
      ? name
      : name.charAt(0).toLowerCase() + name.slice(1);
  const phrase = /\bdate$/i.test(word) ? word : `${word} date`;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}
