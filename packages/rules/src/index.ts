export * from './messages.ts';
export * from './envelope.ts';
