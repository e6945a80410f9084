import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { coachModule } from './coach';
import { couplesModule } from './couples';
import { daresModule } from './dares';
import { eventsModule } from './events';
import type { ServerModule } from './define-module';
import { adventuresModule } from './adventures';
import { gamificationModule } from './gamification';
import { intentModule } from './intent';
import { journeyModule } from './journey';
import { notificationsModule } from './notifications';
import { quickTasksModule } from './quicktasks';
import { resultsModule } from './results';
import { settingsModule } from './settings';
import { subscriptionModule } from './subscription';
import { supportModule } from './support';
import { surveyModule } from './survey';
import { systemModule } from './system';

/** Every module of the server, each listed once; together they serve exactly the contract. */
export const serverModules: readonly ServerModule[] = [
  systemModule,
  accountsModule,
  couplesModule,
  settingsModule,
  subscriptionModule,
  notificationsModule,
  eventsModule,
  surveyModule,
  resultsModule,
  journeyModule,
  quickTasksModule,
  gamificationModule,
  intentModule,
  adventuresModule,
  daresModule,
  coachModule,
  supportModule,
  adminModule,
];
