import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createExperienceType, deleteExperienceType, listExperienceTypes } from '@shared/api/admin';
import { AdminRole } from '@shared/api/define';
import { getExperienceTypes } from '@shared/api/adventures';
import { ADVENTURE_ERRORS, HIDDEN_TITLE } from '@shared/domain/adventures';
import { adventures } from '../../src/server/db/schema';
import {
  adventureAt,
  adventureTestApp,
  openedAdventureRow,
  refusal,
  seenBy,
  type AdventureStage,
} from '../support/server/adventure-fixture';
import { createStaff } from '../support/server/admin';
import { callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';

const { t, calls, couple } = adventureTestApp({ couple: playingCouple });

const forbidden = (message: string) => ({ status: 403, body: { message } });
const conflict = (message: string) => ({ status: 409, body: { message } });
const notFound = { status: 404, body: { message: ADVENTURE_ERRORS.notFound } };

/** What a wrong call changed: nothing, if the row reads the same after it. */
const rowOf = async (id: string) =>
  (await t.database.db.select().from(adventures).where(eq(adventures.id, id)))[0];

/** Every call on an adventure's id, as `player` makes it. */
const everyIdRoute = (player: Session, id: string) => ({
  confirm: () => calls.confirm(player, id, 'A teaser'),
  regenerate: () => calls.regenerate(player, id),
  respond: () => calls.respond(player, id, 'accepted'),
  complete: () => calls.complete(player, id),
  feedback: () => calls.feedback(player, id, 'A reflection'),
});

describe('experience types', () => {
  it('are the administration panel’s active types, in its order, with their AI instruction', async () => {
    const staff = await createStaff(t.app, t.database.db, AdminRole.Admin);
    const created = await callRouteOk(t.app, createExperienceType, {
      token: staff,
      body: { type: 'Stargazing', description: 'Under the night sky.', aiInstruction: 'Go slow.' },
    });
    const retired = await callRouteOk(t.app, createExperienceType, {
      token: staff,
      body: { type: 'Karaoke', description: 'Sing it out.', aiInstruction: null },
    });
    await callRouteOk(t.app, deleteExperienceType, { token: staff, params: { id: retired.id } });
    const admin = await callRouteOk(t.app, listExperienceTypes, {
      token: staff,
      query: { page: 1, pageSize: 100 },
    });
    const types = await callRouteOk(t.app, getExperienceTypes, { token: couple.player1.token });
    expect(types).toEqual(admin.experienceTypes);
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining(['romantic', 'physical', 'Take a Chance', 'Stargazing']),
    );
    expect(types.find((type) => type.type === 'Stargazing')?.aiInstruction).toBe('Go slow.');
    expect(types.find((type) => type.type === 'romantic')?.aiInstruction).toMatch(/romantic/);
    expect(types.map((type) => type.id)).not.toContain(retired.id);

    // A type staff added can be generated; a retired one cannot.
    const stargazing = await calls.generate(couple.player1, couple.coupleId, 'stargazing');
    expect(stargazing.status, stargazing.response.body).toBe(201);
    expect(stargazing.body.type).toBe('Stargazing');
    expect(refusal(await calls.generate(couple.player1, couple.coupleId, 'Karaoke'))).toEqual({
      status: 400,
      body: { message: ADVENTURE_ERRORS.unknownType },
    });
    await callRouteOk(t.app, deleteExperienceType, { token: staff, params: { id: created.id } });
  });
});

describe('generating', () => {
  it('needs both partners and both surveys complete, with the spec’s text', async () => {
    const noSurveys = await playingCouple(t.app, { surveys: false });
    const single = await registerPlayer(t.app);
    const waiting = await connectedCouple(t.app);
    const solo = await playingCouple(t.app, { surveys: false, journey: false });
    for (const [player, coupleId] of [
      [noSurveys.player1, noSurveys.coupleId],
      [waiting.player2, waiting.coupleId],
      [solo.player2, solo.coupleId],
    ] as const)
      expect(refusal(await calls.generate(player, coupleId))).toEqual({
        status: 400,
        body: {
          message: "Invalid request. Make sure you've completed the survey and have an AI summary.",
        },
      });
    expect(refusal(await calls.generate(single, couple.coupleId))).toEqual({
      status: 404,
      body: { message: 'Couple not found.' },
    });
    const rows = await t.database.db
      .select()
      .from(adventures)
      .where(eq(adventures.coupleId, noSurveys.coupleId));
    expect(rows).toEqual([]);
  });

  it('matches the type in any case and refuses an unknown one or an unknown accessory', async () => {
    const upper = await calls.generate(couple.player2, couple.coupleId, '  CULTURAL ');
    expect(upper.status, upper.response.body).toBe(201);
    expect(upper.body).toMatchObject({ type: 'cultural', isLeadPartner: true });
    expect(refusal(await calls.generate(couple.player1, couple.coupleId, 'Bungee'))).toEqual({
      status: 400,
      body: { message: ADVENTURE_ERRORS.unknownType },
    });
    const badAccessory = await calls.generate(couple.player1, couple.coupleId, 'romantic', [
      'Handcuffs',
    ]);
    expect(badAccessory.status).toBe(400);
    expect(badAccessory.response.json().message).toContain(ADVENTURE_ERRORS.unknownAccessory);
    const none = await calls.generate(couple.player1, couple.coupleId, 'romantic', ['None']);
    expect(none.body.selectedAccessories).toEqual([]);
  });
});

describe('who may do what', () => {
  it('lets only the lead send, regenerate and complete, and only the partner answer and reflect', async () => {
    const { player1: lead, player2: partner } = couple;
    const planned = await adventureAt(t.app, couple, 'planned');
    const before = await rowOf(planned);
    expect(refusal(await calls.confirm(partner, planned))).toEqual(
      forbidden(ADVENTURE_ERRORS.onlyLeadConfirms),
    );
    expect(refusal(await calls.regenerate(partner, planned))).toEqual(
      forbidden(ADVENTURE_ERRORS.onlyLeadRegenerates),
    );
    expect(refusal(await calls.respond(lead, planned, 'accepted'))).toEqual(
      forbidden(ADVENTURE_ERRORS.onlyPartnerResponds),
    );
    expect(refusal(await calls.respond(partner, planned, 'declined', lead.id))).toEqual(
      forbidden(ADVENTURE_ERRORS.respondForYourself),
    );
    expect(await rowOf(planned)).toEqual(before);

    const accepted = await adventureAt(t.app, couple, 'accepted');
    expect(refusal(await calls.complete(partner, accepted))).toEqual(
      forbidden(ADVENTURE_ERRORS.onlyLeadCompletes),
    );
    const completed = await adventureAt(t.app, couple, 'completed');
    expect(refusal(await calls.feedback(lead, completed, 'From me'))).toEqual(
      forbidden(ADVENTURE_ERRORS.onlyPartnerReflects),
    );
    expect((await rowOf(completed))?.partnerFeedback).toBeNull();
  });

  it('hides a draft from the partner on every route, as if it did not exist', async () => {
    const draft = await adventureAt(t.app, couple, 'draft');
    const before = await rowOf(draft);
    for (const [name, call] of Object.entries(everyIdRoute(couple.player2, draft)))
      expect(refusal(await call()), name).toEqual(notFound);
    expect(await seenBy(t.app, couple.player2, draft)).toBeUndefined();
    expect(await rowOf(draft)).toEqual(before);
  });

  it('answers 404 to anyone outside the couple, as for an unknown id', async () => {
    const stranger = await playingCouple(t.app);
    const single = await registerPlayer(t.app);
    const stages: AdventureStage[] = ['draft', 'planned', 'accepted', 'completed'];
    for (const stage of stages) {
      const id = await adventureAt(t.app, couple, stage);
      const before = await rowOf(id);
      for (const outsider of [stranger.player1, stranger.player2, single])
        for (const [name, call] of Object.entries(everyIdRoute(outsider, id)))
          expect(refusal(await call()), `${stage} ${name}`).toEqual(notFound);
      expect(await rowOf(id)).toEqual(before);
    }
    for (const [name, call] of Object.entries(everyIdRoute(couple.player1, randomUUID())))
      expect(refusal(await call()), name).toEqual(notFound);
    expect(refusal(await calls.last(stranger.player1, couple.coupleId)).status).toBe(404);
    expect(refusal(await calls.generate(stranger.player1, couple.coupleId))).toEqual({
      status: 404,
      body: { message: 'Couple not found.' },
    });
  });
});

describe('what may happen in each state', () => {
  it('sends and regenerates drafts only', async () => {
    const planned = await adventureAt(t.app, couple, 'planned');
    expect(refusal(await calls.confirm(couple.player1, planned))).toEqual(
      conflict(ADVENTURE_ERRORS.notDraft),
    );
    expect(refusal(await calls.regenerate(couple.player1, planned))).toEqual(
      conflict(ADVENTURE_ERRORS.notDraft),
    );
  });

  it('takes one answer, before completion', async () => {
    const { player2: partner } = couple;
    const accepted = await adventureAt(t.app, couple, 'accepted');
    expect(refusal(await calls.respond(partner, accepted, 'declined'))).toEqual(
      conflict(ADVENTURE_ERRORS.alreadyResponded),
    );
    const declined = await adventureAt(t.app, couple, 'declined');
    expect(refusal(await calls.respond(partner, declined, 'accepted'))).toEqual(
      conflict(ADVENTURE_ERRORS.alreadyResponded),
    );
    const completed = await adventureAt(t.app, couple, 'completed');
    expect(refusal(await calls.respond(partner, completed, 'declined'))).toEqual(
      conflict(ADVENTURE_ERRORS.alreadyCompleted),
    );
  });

  it('completes once, and only what the partner accepted', async () => {
    const { player1: lead } = couple;
    const draft = await adventureAt(t.app, couple, 'draft');
    const planned = await adventureAt(t.app, couple, 'planned');
    for (const id of [draft, planned])
      expect(refusal(await calls.complete(lead, id))).toEqual(
        conflict(ADVENTURE_ERRORS.notAccepted),
      );
    const declined = await adventureAt(t.app, couple, 'declined');
    expect(refusal(await calls.complete(lead, declined))).toEqual(
      conflict(ADVENTURE_ERRORS.declined),
    );
    const completed = await adventureAt(t.app, couple, 'completed');
    expect(refusal(await calls.complete(lead, completed))).toEqual(
      conflict(ADVENTURE_ERRORS.alreadyCompleted),
    );
    expect((await rowOf(planned))?.status).toBe('planned');
  });

  it('takes one reflection, not blank, after completion', async () => {
    const { player2: partner } = couple;
    for (const stage of ['planned', 'accepted', 'declined'] as const) {
      const id = await adventureAt(t.app, couple, stage);
      expect(refusal(await calls.feedback(partner, id, 'Too soon')), stage).toEqual(
        conflict(ADVENTURE_ERRORS.notCompleted),
      );
    }
    const completed = await adventureAt(t.app, couple, 'completed');
    const blank = await calls.feedback(partner, completed, '   ');
    expect(blank.status).toBe(400);
    expect(blank.response.json().message).toContain(ADVENTURE_ERRORS.blankReflection);
    expect((await calls.feedback(partner, completed, 'Wonderful')).status).toBe(200);
    expect(refusal(await calls.feedback(partner, completed, 'Again'))).toEqual(
      conflict(ADVENTURE_ERRORS.alreadyReflected),
    );
    expect((await openedAdventureRow(t.database.db, completed))?.partnerFeedback).toBe('Wonderful');
  });
});

describe('what each partner sees', () => {
  it('shows the lead everything and the partner only their part, at every state', async () => {
    const { player1: lead, player2: partner } = couple;
    const stages: AdventureStage[] = ['draft', 'planned', 'accepted', 'declined', 'completed'];
    for (const stage of stages) {
      const id = await adventureAt(t.app, couple, stage);
      const row = (await openedAdventureRow(t.database.db, id))!;
      const leadView = await seenBy(t.app, lead, id);
      expect(leadView, stage).toMatchObject({
        title: row.title,
        details: row.details,
        summary: row.summary,
        preparationInstructions: row.preparationInstructions,
        isLeadPartner: true,
        visibleToPartner: stage !== 'draft',
      });
      const partnerView = await seenBy(t.app, partner, id);
      if (stage === 'draft') {
        expect(partnerView).toBeUndefined();
        continue;
      }
      const done = stage === 'completed';
      const prepared = done || stage === 'accepted';
      expect(partnerView, stage).toMatchObject({
        title: done ? row.title : HIDDEN_TITLE,
        partnerTeaser: row.partnerTeaser,
        details: done ? row.details : null,
        summary: done ? row.summary : null,
        preparationInstructions: prepared ? row.preparationInstructions : null,
        isLeadPartner: false,
        visibleToPartner: true,
      });
      const text = JSON.stringify(partnerView);
      if (!done)
        for (const secret of [row.title, row.details, row.summary])
          expect(text, stage).not.toContain(secret);
      const last = await calls.last(partner, couple.coupleId);
      // A declined adventure is never the last one: the one before it stands.
      if (stage === 'declined') expect(last.body?.id, stage).not.toBe(id);
      else
        expect(last.body, stage).toEqual({
          id,
          title: done ? row.title : HIDDEN_TITLE,
          status: row.status,
        });
    }
  });
});
