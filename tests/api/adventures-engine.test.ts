import { beforeEach, describe, expect, it } from 'vitest';
import { getExperienceTypes } from '@shared/api/adventures';
import { saveIntent } from '@shared/api/intent';
import { TAKE_A_CHANCE } from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { adventureTestApp } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';

// What the server tells the content engine, read at a real OpenAI-compatible endpoint.
const { ai, t, calls } = adventureTestApp({ engine: { apiKey: 'sk-test-velvet-adventures' } });

/** What the endpoint writes, whatever it is asked. */
const REPLY = {
  title: 'Lanterns on the balcony',
  teaser: 'Keep your evening free.',
  preparationInstructions: 'Wear something warm and comfortable.',
  details: ['Set out the lanterns.', 'Bring two cups of tea.', 'Watch the sky together.'],
  summary: 'A quiet evening under the sky.',
  level: 'Vanilla',
  durationMinutes: 60,
};
beforeEach(() => {
  ai.requests.length = 0;
  ai.replyJson(REPLY);
});

interface SentMessages {
  system: string;
  user: Record<string, unknown>;
}

/** The last request's system prompt and the JSON message about the couple. */
function lastSent(): SentMessages {
  const body = ai.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '{}';
  return { system, user: JSON.parse(user) as Record<string, unknown> };
}

const typeNamedIn = (system: string) => /The experience type is "([^"]+)"/.exec(system)?.[1];

async function generated(player: Session, coupleId: string, type: string) {
  const reply = await calls.generate(player, coupleId, type);
  expect(reply.status, reply.response.body).toBe(201);
  return reply.body;
}

describe('what the engine is told', () => {
  it('for Take a Chance: another active type with its instruction, and the coin the server flipped', async () => {
    const couple = await playingCouple(t.app);
    const types = await callRouteOk(t.app, getExperienceTypes, { token: couple.player1.token });
    const written = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const adventure = await generated(couple.player1, couple.coupleId, 'Take a Chance');
      const sent = lastSent();
      const typeName = typeNamedIn(sent.system);
      expect(typeName).toBeDefined();
      expect(typeName).not.toBe(TAKE_A_CHANCE);
      const type = types.find((candidate) => candidate.type === typeName);
      expect(type, typeName).toBeDefined();
      expect(sent.system).toContain(type!.aiInstruction!);
      written.add(typeName!);
      expect(sent.user.coinFlip).toBe(adventure.chanceOutcome);
      expect(adventure.type).toBe(TAKE_A_CHANCE);
      // The endpoint wrote no verdict; the server ends the teaser with it all the same.
      expect(adventure.partnerTeaser).toBe(
        `Keep your evening free. ${chanceVerdictForPartner(adventure.chanceOutcome!, adventure.leadPartnerName)}`,
      );
    }
    // Ten uniform picks among six types landing on one type: about once in 10 million runs.
    expect(written.size).toBeGreaterThan(1);

    await generated(couple.player1, couple.coupleId, 'Cultural');
    expect(typeNamedIn(lastSent().system)).toBe('cultural');
    expect(lastSent().user.coinFlip).toBeNull();
  });

  it("both partners' intents merged, without telling whose is whose", async () => {
    const couple = await playingCouple(t.app);
    await callRouteOk(t.app, saveIntent, {
      token: couple.player1.token,
      body: {
        lookingFor: ['Passion', 'Romance'],
        challengePreference: 'Bold',
        tonePreference: 'Playful',
        experienceStyle: ['At home'],
      },
    });
    await callRouteOk(t.app, saveIntent, {
      token: couple.player2.token,
      body: {
        lookingFor: ['Romance', 'Trust and reassurance'],
        focusAreas: ['Trust'],
        challengePreference: 'Gentle',
        tonePreference: 'Direct',
      },
    });
    await generated(couple.player1, couple.coupleId, 'romantic');
    expect(lastSent().user).toMatchObject({
      // Joined, in the form's order.
      lookingFor: ['Romance', 'Passion', 'Trust and reassurance'],
      focusAreas: ['Trust'],
      experienceStyles: ['At home'],
      challengePreference: 'Gentle',
      tone: 'Playful',
      lead: 'Avery',
      partner: 'Blake',
    });
    expect(JSON.stringify(ai.requests.at(-1)?.body)).not.toContain('Direct');

    await generated(couple.player2, couple.coupleId, 'romantic');
    expect(lastSent().user).toMatchObject({ tone: 'Direct', lead: 'Blake', partner: 'Avery' });
  });

  it("the couple's earlier adventures, oldest first, so none is repeated", async () => {
    const couple = await playingCouple(t.app);
    const titles = ['First light', 'Second wind', 'Third time lucky'];
    for (const title of titles) {
      ai.replyJson({ ...REPLY, title });
      await generated(couple.player1, couple.coupleId, 'relaxation');
    }
    ai.replyJson(REPLY);
    const draft = await generated(couple.player1, couple.coupleId, 'relaxation');
    expect(lastSent().user.titlesAlreadySeen).toEqual(titles);
    await calls.regenerate(couple.player1, draft.id);
    expect(lastSent().user.titlesAlreadySeen).toEqual([...titles, draft.title]);
  });
});
