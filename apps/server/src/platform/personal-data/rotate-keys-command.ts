import { runCommand } from '../backup/run-command.ts';
import { usePersonalDataKeys } from './keys.ts';
import { rotatePersonalDataKeys } from './rotate.ts';

// `npm run keys:rotate`: a new key for ID card and mobile numbers, every value sealed again under it (docs/personal-data.md).
await runCommand(async ({ config, db, print }) => {
  usePersonalDataKeys(config);
  let resealed = 0;
  const result = await rotatePersonalDataKeys(db.$client, {
    onBatch: ({ table, resealed: batch }) => {
      resealed += batch;
      print(`${table}：已重新加密 ${batch} 行（共 ${resealed} 行）`);
    },
  });
  const added = result.added
    ? `已启用新密钥 ${result.added}`
    : `密钥来自 PERSONAL_DATA_KEYS，当前密钥 ${result.current}（新密钥请加在该变量末尾并重启各实例）`;
  const retired = result.retired.length > 0 ? `，已停用旧密钥 ${result.retired.join('、')}` : '';
  const unused =
    !result.added && result.unused.length > 0
      ? `，已无数据使用的旧密钥 ${result.unused.join('、')} 可从变量中删除`
      : '';
  return `${added}，重新加密 ${result.resealed} 个值${retired}${unused}`;
});
