import { stateLabel } from '@credit/rules';
import { AppError } from '../errors.ts';
import type { WorkflowBinding } from './binding.ts';

/** The history's desk of what the platform does itself (closing a request whose record ended). */
export const PLATFORM_DESK = 'platform';

/** Someone at the actor's desk (for an author, any desk) already acted on the item: said with what it is now. */
export const alreadyHandled = (binding: WorkflowBinding, state: number) =>
  new AppError(`该${binding.noun}已被处理，当前状态为${stateLabel(binding.workflow, state)}`, { statusCode: 409 });

/** The item is not at a step the actor's desk acts at: said as what it is, not as if someone handled it. */
export const notAtStep = (binding: WorkflowBinding, state: number) =>
  new AppError(`该${binding.noun}当前状态为${stateLabel(binding.workflow, state)}，不在您可办理的环节`, {
    statusCode: 409,
  });

/** An author's edit, delete or submit of an item in a state its author may not change it in. */
export const notEditable = (binding: WorkflowBinding, state: number, what: '修改' | '删除' | '提交' = '修改') =>
  new AppError(`该${binding.noun}当前状态为${stateLabel(binding.workflow, state)}，不能${what}`, { statusCode: 409 });

/** The item changed after the actor's screen showed it (its revision moved): nothing is done. */
export const changedSinceShown = (binding: WorkflowBinding, state: number) =>
  new AppError(
    `该${binding.noun}在您打开后已被修改，当前状态为${stateLabel(binding.workflow, state)}，请查看最新内容后重新操作`,
    { statusCode: 412 },
  );

/** Segregation of duties: whoever wrote, submitted, imported or published an item does not decide it. */
export const refusedMaker = (binding: WorkflowBinding) =>
  new AppError(`您是该${binding.noun}的填报、导入或提交人，不能审核本人经手的${binding.noun}`, { statusCode: 403 });
