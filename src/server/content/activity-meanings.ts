import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';

/** What a survey activity is, beyond its name: its one-sentence description and its tags. */
export interface ActivityMeaning {
  name: string;
  description: string;
  tags: readonly string[];
}

/** The survey catalogue's activities, by lowercase name. */
const MEANINGS = new Map<string, ActivityMeaning>(
  ACTIVITY_CATEGORIES.flatMap((category) =>
    category.activities.map((a) => [
      a.name.toLowerCase(),
      { name: a.name, description: a.description, tags: a.tags },
    ]),
  ),
);

export const SURVEY_ACTIVITY_MEANINGS: readonly ActivityMeaning[] = [...MEANINGS.values()];

/** The activity of that name, or only its name for one the shipped catalogue does not know. */
export const meaningOf = (name: string): ActivityMeaning =>
  MEANINGS.get(name.trim().toLowerCase()) ?? { name, description: '', tags: [] };

/** An activity's whole meaning as one text: name, description and tags. */
export const meaningText = (meaning: ActivityMeaning) =>
  [meaning.name, meaning.description, ...meaning.tags].join('\n');
