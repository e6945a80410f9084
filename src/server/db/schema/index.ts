// The database schema by area; drizzle.config.ts reads this file to generate migrations.
export * from './accounts';
export * from './admin';
export * from './coach';
export * from './couples';
export * from './dares';
export * from './adventures';
export * from './gamification';
export * from './intent';
export * from './journey';
export * from './mail';
export * from './notifications';
export * from './quicktasks';
export * from './results';
export * from './sign-in-failures';
export * from './subscription';
export * from './support';
export * from './survey';
