export { changedValues, fieldValues } from './field-values.ts';
export { recordOperation, type OperationActor, type OperationEntry } from './operation-log.ts';
export { registerRequestContext } from './request-context.ts';
