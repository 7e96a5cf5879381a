export * from './enterprise.ts';
export * from './person.ts';
export * from './credit-record.ts';
export * from './identity.ts';
export * from './history.ts';
export * from './annex.ts';
export * from './dictionary.ts';
