import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signInEnterprise, signInManage } from './support/sign-in.ts';

/** A valid ID card number, different on each run (born 1990-01-01 in 龙华区). */
function idCard(): string {
  const first17 = `4601061990010${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

test('an enterprise user edits its basic information, is told about a bad field, fixes it and sees the history', async ({
  page,
}) => {
  await signInEnterprise(page, 'qiye1');
  await expect(page).toHaveURL(/\/my-enterprise$/);
  await page.getByRole('button', { name: /^编\s*辑$/ }).click();
  const edit = dialog(page, '编辑企业基本信息');
  await edit.getByLabel('联系电话').fill('12345');
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(edit.getByText('输入的联系电话格式有误')).toBeVisible();
  await edit.getByLabel('联系电话').fill('13976543210');
  await edit.getByLabel('联系人').fill('符小明');
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: '符小明' })).toBeVisible();

  await page.getByRole('button', { name: '变更历史' }).click();
  const history = dialog(page, '企业变更历史');
  await expect(history.getByText(/联系人: .+ → 符小明/)).toBeVisible();
  await expect(history.getByText(/联系电话: .+ → 139\*\*\*\*3210/)).toBeVisible();
});

test('an enterprise user adds a person, edits them and marks them as left', async ({ page }) => {
  const name = `测试人员${Date.now() % 100000}`;
  await signInEnterprise(page, 'qiye1');
  await page.getByRole('tab', { name: '人员信息' }).click();
  await page.getByRole('button', { name: '添加人员' }).click();
  const add = dialog(page, '添加人员');
  await add.getByLabel('姓名').fill(name);
  await add.getByLabel('男').check();
  await add.getByLabel('身份证号').fill('460106199001010028');
  await add.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(add.getByText('请输入正确格式的身份证')).toBeVisible();
  await add.getByLabel('身份证号').fill(idCard());
  await add.getByLabel('手机号码').fill('13812345678');
  await add.getByLabel('职称').click();
  await page.getByTitle('工程师', { exact: true }).click();
  await add.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('138****5678');
  await row.getByRole('button', { name: /^编\s*辑$/ }).click();
  const edit = dialog(page, '编辑人员');
  await expect(edit.getByLabel('身份证号')).toBeDisabled();
  await edit.getByLabel('姓名').fill(`${name}乙`);
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();

  const edited = page.getByRole('row').filter({ hasText: `${name}乙` });
  await edited.getByRole('button', { name: /^离\s*职$/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '确认离职' })
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(edited).toContainText('离职');
  await edited.getByRole('button', { name: /^历\s*史$/ }).click();
  await expect(dialog(page, '人员历史').getByText(`姓名: ${name} → ${name}乙`)).toBeVisible();
});

/** A real 1×1 PNG. */
function pngFile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let value = 0xffffffff;
    for (const byte of data) value = (crcTable[(value ^ byte) & 0xff] ?? 0) ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an enterprise user uploads an attachment and previews it', async ({ page }) => {
  const fileName = `营业执照-${Date.now()}.png`;
  await signInEnterprise(page, 'qiye2');
  await page.goto('/attachment');
  await page.getByRole('button', { name: '上传附件' }).click();
  const edit = dialog(page, '编辑企业基本信息');
  await edit
    .getByRole('region', { name: '营业执照' })
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: pngFile() });
  await edit.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功！')).toBeVisible();
  const image = page.getByRole('main').getByRole('img', { name: fileName });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await image.click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible();
});

test('a management user opens an enterprise read-only from the inquiry list', async ({ page }) => {
  await signInManage(page, 'chushen');
  await page
    .getByRole('row')
    .filter({ hasText: '海南华信工程造价咨询有限公司' })
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  const view = dialog(page, '海南华信工程造价咨询有限公司');
  await expect(view.getByRole('tab', { name: '基本信息' })).toBeVisible();
  await expect(view.getByRole('button', { name: /^编\s*辑$/ })).toHaveCount(0);
  await view.getByRole('tab', { name: '人员信息' }).click();
  await expect(view.getByRole('button', { name: '添加人员' })).toHaveCount(0);
});
