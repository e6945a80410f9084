import type { SurveyStructure } from '@shared/api/survey';
import { completeSurvey, type BenchPlayer } from './survey-setup';

type Json = <T>(response: Response) => Promise<T>;

/** A couple with both surveys complete and a journey, ready to play quick tasks. */
export interface PlayingCouple {
  coupleId: string;
  inviter: BenchPlayer;
  partner: BenchPlayer;
}

interface Setup {
  baseUrl: string;
  count: number;
  structure: SurveyStructure;
  json: Json;
  registerCouple: (baseUrl: string) => Promise<{
    inviter: BenchPlayer;
    partner: { id: string; token: string; email: string };
    coupleId: string;
  }>;
}

/** Couples set up at once: enough to overlap, few enough not to queue on password hashing. */
const PARALLEL = 5;

/**
 * Sets up `count` couples through the real API, as players would: invitation, both surveys
 * completed, and the journey initialised by the inviter.
 */
export async function setUpPlayingCouples(setup: Setup): Promise<PlayingCouple[]> {
  const { baseUrl, structure, json } = setup;
  const couples: PlayingCouple[] = [];
  const setUpOne = async () => {
    const { inviter, partner, coupleId } = await setup.registerCouple(baseUrl);
    const members = [inviter, { ...partner, coupleId }];
    for (const member of members) await completeSurvey(baseUrl, json, member, structure);
    await json(
      await fetch(`${baseUrl}/api/couples/${coupleId}/journey/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${inviter.token}` },
        body: JSON.stringify({ startingLevel: 'Playful', desiredLevel: 'Adventurous' }),
      }),
    );
    couples.push({ coupleId, inviter, partner: members[1]! });
  };
  for (let done = 0; done < setup.count; done += PARALLEL) {
    const batch = Math.min(PARALLEL, setup.count - done);
    await Promise.all(Array.from({ length: batch }, setUpOne));
  }
  return couples;
}
