/**
 * What the decisions that put a record into the score and the public pages, or take it out, do:
 * their confirmations say it before, their success messages after, in the clerk's words.
 */
export const PUBLISHES_RECORD = {
  effect: '通过后该信用记录即发布：自今日起计入企业信用分，并在公示页面公示。',
  done: '信用记录已发布，自今日起计分并公示',
};

export const UPHOLDS_APPEAL = {
  effect: '申诉成立后，该信用记录自今日起不再计分，并从公示页面撤下。',
  done: '申诉已成立，该信用记录自今日起不再计分',
};

export const COMPLETES_REPAIR = {
  effect: '修复完成后，该信用记录自今日起不再计分，并从公示页面撤下。',
  done: '信用修复已完成，该信用记录自今日起不再计分',
};

export const REVOKES_RECORD = {
  effect: '同意后该信用记录自今日起撤销，不再计分，并从公示页面撤下。',
  done: '已同意撤销，该信用记录自今日起不再计分',
};

export const TO_LEADER = { done: '已报部门领导终审' };

/** A refused appeal or request leaves its record as it was. */
export const KEEPS_RECORD = (what: string) => ({ done: `${what}，该信用记录继续有效` });
