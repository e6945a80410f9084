import { z } from 'zod';
import { PERSPECTIVES, PREFERENCES } from '../domain/survey';
import { coachSession } from './coach';
import { dare } from './dares';
import { experience } from './adventures';
import { intent } from './intent';
import { notificationSchema } from './notifications';
import { quickTask } from './quicktasks';

// What "Download my data" holds (docs/accounts.md): everything Velvet keeps about the player,
// each piece as the player may see it in the app, and never the partner's answers.

const time = z.string();

const questionAnswer = z.object({
  questionId: z.uuid(),
  question: z.string(),
  answer: z.string(),
  answeredAt: time,
});

const activityAnswer = z.object({
  activityId: z.uuid(),
  activity: z.string(),
  category: z.string(),
  perspective: z.enum(PERSPECTIVES),
  preference: z.enum(PREFERENCES),
  answeredAt: time,
});

/** The player's answers as the couple's last completed round kept them (see matching-and-privacy). */
const roundAnswer = activityAnswer.omit({ answeredAt: true }).extend({ coupleId: z.uuid() });

const boundary = z.object({ coupleId: z.uuid(), boundary: z.string(), createdAt: time });

const coupleMembership = z.object({
  coupleId: z.uuid(),
  /** Player 1 invited, player 2 joined. */
  role: z.enum(['player1', 'player2']),
  createdAt: time,
  endedAt: time.nullable(),
});

const sentInvitation = z.object({
  email: z.string(),
  status: z.enum(['open', 'accepted', 'declined', 'cancelled']),
  createdAt: time,
  respondedAt: time.nullable(),
});

const pointsEarned = z.object({
  coupleId: z.uuid(),
  source: z.enum(['quicktask', 'daily-challenge', 'adventure', 'dare']),
  points: z.number().int(),
  occurredAt: time,
});

const taskConfirmation = z.object({
  taskId: z.uuid(),
  notes: z.string().nullable(),
  confirmedAt: time,
});

const dailyChallenge = z.object({
  coupleId: z.uuid(),
  day: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  startedAt: time.nullable(),
  /** When this player marked it done; null when they did not. */
  doneAt: time.nullable(),
  completedAt: time.nullable(),
});

const consentRecord = z.object({ ipAddress: z.string(), userAgent: z.string(), createdAt: time });

const supportMessage = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: time,
});

export const accountExport = z.object({
  exportedAt: time,
  account: z.object({
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    nickname: z.string().nullable(),
    gender: z.number().int(),
    genderDescription: z.string().nullable(),
    pronouns: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: time,
    settings: z.object({ receiveEmailNotifications: z.boolean(), discreetMode: z.boolean() }),
  }),
  couples: z.array(coupleMembership),
  invitationsSent: z.array(sentInvitation),
  survey: z.object({
    completedAt: time.nullable(),
    questions: z.array(questionAnswer),
    activities: z.array(activityAnswer),
    lastCompletedRound: z.array(roundAnswer),
  }),
  /** Null when the player never saved preferences. */
  intent: intent.nullable(),
  boundaries: z.array(boundary),
  play: z.object({
    points: z.array(pointsEarned),
    quickTasks: z.array(quickTask),
    taskConfirmations: z.array(taskConfirmation),
    dailyChallenges: z.array(dailyChallenge),
    dares: z.array(dare),
    adventures: z.array(experience),
    coachSessions: z.array(coachSession),
  }),
  /** With their real texts, whether or not discreet mode is on. */
  notifications: z.array(notificationSchema),
  consents: z.object({
    ageConfirmations: z.array(consentRecord.extend({ isAge18Plus: z.boolean() })),
    disclaimerAgreements: z.array(consentRecord.extend({ agreed: z.boolean() })),
  }),
  supportMessages: z.array(supportMessage),
});
export type AccountExport = z.infer<typeof accountExport>;
