import { ACCESSORIES, NO_ACCESSORY } from '@shared/domain/adventures';
import { INTENT_OPTIONS } from '@shared/domain/intent';
import { fillAdventure } from '../adventure-picker';
import { ADVENTURE_TEMPLATES } from '../adventures/catalogue';
import { fillDare } from '../dare-picker';
import { DARE_TEMPLATES } from '../dares/catalogue';
import type { AdventureInput } from '../engine';
import { fillTemplate } from '../quick-task-picker';
import { QUICK_TASK_TEMPLATES } from '../quick-tasks/catalogue';
import { DAILY_CHALLENGES } from '../quick-tasks/daily-challenges';
import type { Random } from './boundary-check';
import { NAMES, SURVEY_ACTIVITIES } from './random-couple';

/** The kinds of built-in item, each linted and counted on its own. */
export const ITEM_KINDS = ['quick task', 'daily challenge', 'dare', 'adventure'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** One built-in item as one couple reads it: every text of it, in order. */
export interface RenderedItem {
  kind: ItemKind;
  id: string;
  texts: string[];
  /** The two players' names, which stand for one placeholder when sentences are compared. */
  names: [string, string];
}

/** Two different names, the first for whoever acts (assignee, sender, lead). */
function twoNames(random: Random): [string, string] {
  const first = random.pick(NAMES);
  const second = random.pick(NAMES.filter((name) => name !== first));
  return [first, second];
}

function adventureInput(random: Random, names: [string, string]): Omit<AdventureInput, 'type'> {
  const accessories = random.some(
    ACCESSORIES.filter((a) => a !== NO_ACCESSORY),
    0.2,
  );
  return {
    coupleId: `couple-${random.int(1_000_000)}`,
    level: 'Intense',
    welcomed: SURVEY_ACTIVITIES,
    accessories,
    intents: {
      lookingFor: random.some(INTENT_OPTIONS.lookingFor, 0.3),
      focusAreas: random.some(INTENT_OPTIONS.focusAreas, 0.3),
      experienceStyles: [],
      challengePreference: null,
      tonePreference: random.next() < 0.2 ? null : random.pick(INTENT_OPTIONS.tonePreferences),
    },
    leadName: names[0],
    partnerName: names[1],
    seen: { templateIds: [], titles: [] },
    chance: null,
  };
}

/**
 * Every built-in quick task, daily challenge, dare and adventure as one random couple reads it:
 * their names, every survey activity welcomed (so no item is left out), and random accessories
 * and wishes for the adventures.
 */
export function renderEveryItem(random: Random): RenderedItem[] {
  const names = twoNames(random);
  const seed = `couple-${random.int(1_000_000)}`;
  const people = { assigneeName: names[0], partnerName: names[1] };
  const items: RenderedItem[] = [];
  const tasks = [
    ['quick task', QUICK_TASK_TEMPLATES],
    ['daily challenge', DAILY_CHALLENGES],
  ] as const;
  for (const [kind, templates] of tasks)
    for (const template of templates) {
      const task = fillTemplate(template, people);
      items.push({ kind, id: template.id, texts: [task.title, task.description], names });
    }
  const dareInput = { welcomed: SURVEY_ACTIVITIES, senderName: names[0], receiverName: names[1] };
  for (const template of DARE_TEMPLATES)
    items.push({
      kind: 'dare',
      id: template.id,
      texts: [fillDare(template, dareInput).text],
      names,
    });
  const input = adventureInput(random, names);
  for (const template of ADVENTURE_TEMPLATES) {
    const type = { name: template.type, key: template.type, description: '', aiInstruction: null };
    const adventure = fillAdventure(template, { ...input, type }, seed);
    items.push({
      kind: 'adventure',
      id: template.id,
      texts: [
        adventure.title,
        adventure.teaser,
        adventure.preparationInstructions,
        adventure.details,
        adventure.summary,
      ],
      names,
    });
  }
  return items;
}
