import type { CoachKind } from './coach-kind';
import { firstToy } from './first-toy';
import { choosingToy } from './choosing-toy';
import { cleaningToys } from './cleaning-toys';
import { bringingUpToys } from './bringing-up-toys';
import { newPositions } from './new-positions';
import { positionComfort } from './position-comfort';
import { heightDifference } from './height-difference';
import { sharingFantasies } from './sharing-fantasies';
import { unsharedFantasy } from './unshared-fantasy';
import { howOften } from './how-often';
import { frequencyArguments } from './frequency-arguments';
import { schedulingSex } from './scheduling-sex';
import { desireGap } from './desire-gap';
import { responsiveDesire } from './responsive-desire';
import { aftercare } from './aftercare';
import { firstTimeTogether } from './first-time-together';
import { firstTimeTrying } from './first-time-trying';
import { jealousy } from './jealousy';
import { bodyConfidence } from './body-confidence';
import { stressLibido } from './stress-libido';
import { painDiscomfort } from './pain-discomfort';
import { sayingNoKindly } from './saying-no-kindly';
import { safeWords } from './safe-words';
import { checkIns } from './check-ins';
import { rolePlay } from './role-play';
import { dirtyTalk } from './dirty-talk';
import { pornDisagreement } from './porn-disagreement';
import { longTermFresh } from './long-term-fresh';
import { afterBaby } from './after-baby';
import { afterFight } from './after-fight';
import { longDistance } from './long-distance';
import { orgasmDifferences } from './orgasm-differences';
import { erectileWorries } from './erectile-worries';
import { lubricant } from './lubricant';
import { initiating } from './initiating';
import { rejectionHurts } from './rejection-hurts';
import { boredom } from './boredom';
import { bondageBasics } from './bondage-basics';
import { spankingBasics } from './spanking-basics';
import { oralNerves } from './oral-nerves';
import { mismatchedKinks } from './mismatched-kinks';
import { foreplay } from './foreplay';
import { talkingAboutSex } from './talking-about-sex';
import { quickies } from './quickies';
import { menopause } from './menopause';
import { soloPleasure } from './solo-pleasure';

/**
 * Every kind of question the built-in coach answers. When a message fits two kinds equally,
 * the earlier one wins, so the more specific kinds of a subject come before its general one.
 */
export const COACH_KINDS: readonly CoachKind[] = [
  firstToy,
  choosingToy,
  cleaningToys,
  bringingUpToys,
  newPositions,
  positionComfort,
  heightDifference,
  sharingFantasies,
  unsharedFantasy,
  howOften,
  frequencyArguments,
  schedulingSex,
  desireGap,
  responsiveDesire,
  aftercare,
  firstTimeTogether,
  firstTimeTrying,
  jealousy,
  bodyConfidence,
  stressLibido,
  painDiscomfort,
  sayingNoKindly,
  safeWords,
  checkIns,
  rolePlay,
  dirtyTalk,
  pornDisagreement,
  longTermFresh,
  afterBaby,
  afterFight,
  longDistance,
  orgasmDifferences,
  erectileWorries,
  lubricant,
  initiating,
  rejectionHurts,
  boredom,
  bondageBasics,
  spankingBasics,
  oralNerves,
  mismatchedKinks,
  foreplay,
  talkingAboutSex,
  quickies,
  menopause,
  soloPleasure,
];
