// How varied the built-in content is for couples who play every day: 100 random couples, 60
// days each, every day a quick task, the daily challenge, a dare and an adventure, all through
// the boundary guard as the server asks for them. Prints, per kind, how many items a couple saw
// again within the 60 days and how many different sentences all couples read.
//
//   npm run content:variety            (100 couples, 60 days)
//   npm run content:variety -- 20 30   (20 couples, 30 days)
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { DARE_DIFFICULTIES, DARE_LEVEL } from '@shared/domain/dares';
import { levelRank, type JourneyLevel } from '@shared/domain/journey';
import { createBuiltInEngine } from '../src/server/content/built-in-engine';
import { guardContent } from '../src/server/content/create-engine';
import { NoFittingContentError } from '../src/server/content/no-fitting-content';
import { NO_INTENTS } from '../src/server/content/engine';
import { prng } from '../src/server/content/testing/boundary-check';
import { NAMES } from '../src/server/content/testing/random-couple';
import { randomQuickTaskCouple } from '../src/server/content/testing/quick-task-requests';
import { sentencesOf } from '../src/server/content/text-lint/sentence-share';

const [couples = 100, days = 60] = process.argv.slice(2).map(Number);
const KINDS = ['quick task', 'daily challenge', 'dare', 'adventure'] as const;
type Kind = (typeof KINDS)[number];

const log = { warn: () => undefined, error: () => undefined } as never;
const content = guardContent({ builtIn: createBuiltInEngine(), configured: null }, log);
const random = prng(60);

const repeats: Record<Kind, number[]> = {
  'quick task': [],
  'daily challenge': [],
  dare: [],
  adventure: [],
};
const served: Record<Kind, number> = {
  'quick task': 0,
  'daily challenge': 0,
  dare: 0,
  adventure: 0,
};
const nothingFitting: Record<Kind, number> = {
  'quick task': 0,
  'daily challenge': 0,
  dare: 0,
  adventure: 0,
};
const sentences: Record<Kind, Set<string>> = {
  'quick task': new Set(),
  'daily challenge': new Set(),
  dare: new Set(),
  adventure: new Set(),
};

/** Runs one request, counting a 409 (nothing fitting) rather than stopping. */
async function attempt<T>(kind: Kind, ask: () => Promise<T>): Promise<T | null> {
  try {
    const answer = await ask();
    served[kind] += 1;
    return answer;
  } catch (error) {
    if (!(error instanceof NoFittingContentError)) throw error;
    nothingFitting[kind] += 1;
    return null;
  }
}

const levelsUpTo = (level: JourneyLevel) => (difficulty: (typeof DARE_DIFFICULTIES)[number]) =>
  levelRank(DARE_LEVEL[difficulty]) <= levelRank(level);

for (let c = 0; c < couples; c++) {
  const couple = randomQuickTaskCouple(random);
  const coupleId = `couple-${c}`;
  const first = random.pick(NAMES);
  const names = [first, random.pick(NAMES.filter((name) => name !== first))];
  const boundaries = { ...couple.boundaries, maxLevel: couple.level };
  const seen: Record<Kind, string[]> = {
    'quick task': [],
    'daily challenge': [],
    dare: [],
    adventure: [],
  };
  const history = { tasks: [] as string[], titles: [] as string[], dares: [] as string[] };
  const adventures = { templateIds: [] as string[], titles: [] as string[] };
  const dareTexts: string[] = [];
  const remember = (kind: Kind, id: string | null | undefined, texts: string[]) => {
    seen[kind].push(id ?? texts.join(' '));
    for (const text of texts) for (const s of sentencesOf(text, names)) sentences[kind].add(s);
  };
  for (let day = 0; day < days; day++) {
    const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
    const task = await attempt('quick task', () =>
      content.quickTask(
        {
          coupleId,
          level: couple.level,
          welcomed: couple.welcomed,
          assigneeName: names[day % 2]!,
          partnerName: names[(day + 1) % 2]!,
          seen: { templateIds: history.tasks, titles: history.titles },
        },
        boundaries,
      ),
    );
    if (task) {
      if (task.templateId) history.tasks.push(task.templateId);
      history.titles.push(task.title);
      remember('quick task', task.templateId, [task.title, task.description]);
    }
    const challenge = await attempt('daily challenge', () =>
      content.dailyChallenge(
        { coupleId, date, level: couple.level, welcomed: couple.welcomed },
        boundaries,
      ),
    );
    if (challenge)
      remember('daily challenge', challenge.templateId, [challenge.title, challenge.description]);
    const difficulties = DARE_DIFFICULTIES.filter(levelsUpTo(couple.level));
    const difficulty = difficulties[day % difficulties.length]!;
    const dare = await attempt('dare', () =>
      content.dare(
        {
          coupleId,
          difficulty,
          level: DARE_LEVEL[difficulty],
          welcomed: couple.welcomed,
          senderName: names[day % 2]!,
          receiverName: names[(day + 1) % 2]!,
          seen: { templateIds: history.dares, texts: dareTexts },
        },
        boundaries,
      ),
    );
    if (dare) {
      if (dare.templateId) history.dares.push(dare.templateId);
      dareTexts.push(dare.text);
      remember('dare', dare.templateId, [dare.text]);
    }
    const key = DEFAULT_EXPERIENCE_TYPES[day % DEFAULT_EXPERIENCE_TYPES.length]!;
    const adventure = await attempt('adventure', () =>
      content.adventure(
        {
          coupleId,
          type: { name: key, key, description: '', aiInstruction: null },
          level: couple.level,
          welcomed: couple.welcomed,
          accessories: [],
          intents: NO_INTENTS,
          leadName: names[day % 2]!,
          partnerName: names[(day + 1) % 2]!,
          seen: adventures,
          chance: null,
        },
        boundaries,
      ),
    );
    if (adventure) {
      if (adventure.templateId) adventures.templateIds.push(adventure.templateId);
      adventures.titles.push(adventure.title);
      remember('adventure', adventure.templateId, [
        adventure.title,
        adventure.teaser,
        adventure.preparationInstructions,
        adventure.details,
      ]);
    }
  }
  for (const kind of KINDS) repeats[kind].push(seen[kind].length - new Set(seen[kind]).size);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(`${couples} couples, ${days} days of daily play (each day one of each kind)`);
console.log(
  'kind             served  nothing fitting  repeats per couple (median / max)  couples with none  distinct sentences',
);
for (const kind of KINDS) {
  const perCouple = repeats[kind];
  const none = perCouple.filter((r) => r === 0).length;
  console.log(
    `${kind.padEnd(16)} ${String(served[kind]).padStart(6)}  ${String(nothingFitting[kind]).padStart(15)}  ` +
      `${`${median(perCouple)} / ${Math.max(...perCouple)}`.padStart(33)}  ${String(none).padStart(17)}  ${String(sentences[kind].size).padStart(18)}`,
  );
}
