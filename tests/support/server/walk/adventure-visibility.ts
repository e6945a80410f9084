import type { Experience } from '@shared/api/adventures';
import type { Intent } from '@shared/api/intent';
import { HIDDEN_TITLE } from '@shared/domain/adventures';

/**
 * An adventure as its lead sees it (everything), with the couple's two partners: the truth
 * the other partner's replies are measured against (docs/intent-and-adventures.md).
 */
export interface LeadView {
  leadId: string;
  partnerId: string;
  adventure: Experience;
}

/** The other partner's answer, which the lead's copy holds in that partner's slot. */
export const partnerResponse = (adventure: Experience) =>
  adventure.player1Response ?? adventure.player2Response;

const present = (texts: readonly (string | null)[]): string[] =>
  texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');

/** Every text of an adventure its lead sees. */
export const textsOf = (adventure: Experience): string[] =>
  present([
    adventure.id,
    adventure.title,
    adventure.partnerTeaser,
    adventure.preparationInstructions,
    adventure.details,
    adventure.summary,
    adventure.partnerFeedback,
  ]);

/**
 * The texts the other partner may not see yet: nothing of a draft (not even that it exists);
 * before completion neither the title, the details nor the summary; before they accepted, not
 * the preparation.
 */
function hiddenFromPartner(adventure: Experience): string[] {
  const { status, title, details, summary, preparationInstructions } = adventure;
  if (status === 'draft') return textsOf(adventure);
  if (status === 'completed') return [];
  const accepted = partnerResponse(adventure) === 'accepted';
  return present([title, details, summary, accepted ? null : preparationInstructions]);
}

/** The texts the other partner may see: the teaser, the preparation once accepted, then all. */
function shownToPartner(adventure: Experience): string[] {
  const { status, partnerTeaser, preparationInstructions } = adventure;
  if (status === 'draft') return [];
  if (status === 'completed') return textsOf(adventure);
  const accepted = partnerResponse(adventure) === 'accepted';
  return present([
    adventure.id,
    HIDDEN_TITLE,
    partnerTeaser,
    accepted ? preparationInstructions : null,
  ]);
}

/**
 * What no reply to `viewerId` may hold: the texts of the other partner's adventures the rules
 * hide from them now, and every text of drafts the other partner replaced (regenerated) while
 * no one else could see them. A text the viewer may see elsewhere (the same words in an
 * adventure of their own, or one already revealed to them) cannot be told apart, so it is left
 * out; equal texts only, so a teaser that quotes its title still counts as showing it.
 */
export function hiddenTexts(
  viewerId: string,
  views: readonly LeadView[],
  formerDrafts: readonly LeadView[] = [],
): string[] {
  const theirs = (view: LeadView) => view.leadId !== viewerId;
  const allowed = new Set(
    views.flatMap((view) =>
      theirs(view) ? shownToPartner(view.adventure) : textsOf(view.adventure),
    ),
  );
  const hidden = [
    ...views.filter(theirs).flatMap((view) => hiddenFromPartner(view.adventure)),
    ...formerDrafts.filter(theirs).flatMap((view) => textsOf(view.adventure)),
  ];
  return [...new Set(hidden)].filter((text) => !allowed.has(text));
}

/** The texts `viewerId` may see: the positive control that the replies searched hold them. */
export function shownTexts(viewerId: string, views: readonly LeadView[]): string[] {
  return [
    ...new Set(
      views.flatMap((view) =>
        view.leadId === viewerId ? textsOf(view.adventure) : shownToPartner(view.adventure),
      ),
    ),
  ];
}

const intentValues = (intent: Intent): string[] =>
  present([
    ...intent.lookingFor,
    ...intent.focusAreas,
    ...intent.avoidCategories,
    ...intent.experienceStyle,
    intent.comfortZone,
    intent.challengePreference,
    intent.tonePreference,
  ]);

/** The choices of one player's intent that another's does not share: telling only of `own`. */
export function intentOnlyIn(own: Intent, other: Intent): string[] {
  const shared = new Set(intentValues(other));
  return intentValues(own).filter((value) => !shared.has(value));
}

/**
 * The intent choices a reply shows: as a JSON string anywhere (a field or a list holding it),
 * or for a phrase of three words or more, anywhere in its text (an engine quoting it in prose);
 * shorter choices are ordinary words a text may use for its own reasons.
 */
export function shownIntentValues(body: string, values: readonly string[]): string[] {
  const text = body.toLowerCase();
  return values.filter((value) => {
    const lower = value.toLowerCase();
    return (
      text.includes(JSON.stringify(lower)) ||
      (lower.split(/\s+/).length >= 3 && text.includes(lower))
    );
  });
}
