import { defineModule } from '../define-module';
import { couplesRoutes } from './routes';
import { createCouplesService } from './service';

/** Invitations, forming a couple and ending one. */
export const couplesModule = defineModule('couples', (deps) =>
  couplesRoutes(createCouplesService(deps)),
);

export { coupleBoundaries, ownBoundaries } from './boundaries';
export { callersRecord, type CallersRecordRequest, type CoupleRecordTable } from './callers-record';
export { keptPlanOf, type KeptPlan } from './kept-plans';
export { lockCouples, lockPlayers, type CoupleRow, type PlayerRow } from './locks';
export { coupleMembers, isMemberOf, type CoupleMembers } from './members';
export { coupleClaims, joinOnRegistration, playerOrUnauthorized } from './membership';
export { COUPLE_MESSAGES } from './messages';
export { createCouplesService } from './service';
export { recordChangeApart, settleChangesApart, wasPaired } from './changes-apart';
