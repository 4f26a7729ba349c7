// Every table (and its relations) for drizzle and drizzle-kit: `drizzle(client, { schema })` and
// drizzle.config.ts read this file. Application code imports tables from here too.
export * from './locations';
export * from './taxonomy';
export * from './companies';
export * from './reviews';
export * from './awards';
export * from './users';
export * from './accounts';
export * from './company-search';
export * from './relations';
export * from './saved-searches';
export * from './messages';
export * from './company-submissions';
export * from './company-memberships';
export * from './realtime';
export * from './analytics';
export * from './valet';
export * from './sponsorships';
export * from './payments';
export * from './awards-voting';
export * from './blog';
export * from './support';
export * from './grid-preferences';
export * from './account-settings';
export * from './surveys';
export * from './web-vitals';
export * from './company-verification';
