import { readFile } from 'node:fs/promises';
import { creditCodeCheckChar } from '@credit/rules';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pdfFile } from './support/files.ts';
import { signInManage } from './support/sign-in.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog').filter({ hasText: title });
const row = (scope: Page | Locator, text: string): Locator => scope.locator('.ant-table-row', { hasText: text });

/** Demo enterprises #1 and #2 (docs/demo-data.md) and their credit codes. */
const creditCode = (n: number) => {
  const first17 = `91460100MA5T${String(n).padStart(4, '0')}0`;
  return first17 + creditCodeCheckChar(first17);
};
const HUAXIN = { name: '海南华信工程造价咨询有限公司', code: creditCode(1) };
const ZHENGHENG = { name: '海南正衡建设工程咨询有限公司', code: creditCode(2) };

interface Examinee {
  candidate: string;
  enterprise: { name: string; code: string };
  score: number;
}

/** Which examinee value a template column holds, told by its header. */
const COLUMN_VALUES: [RegExp, (examinee: Examinee, index: number) => string | number | Date][] = [
  [/考生|姓名/, (examinee) => examinee.candidate],
  [/信用代码/, (examinee) => examinee.enterprise.code],
  [/企业/, (examinee) => examinee.enterprise.name],
  [/试卷/, () => '2026年第一季度执业能力测评'],
  [/地点|地址/, () => '海口市美兰区国兴大道9号'],
  [/开始/, (_examinee, index) => `2026-03-0${1 + (index % 5)} 09:00:00`],
  [/结束/, (_examinee, index) => `2026-03-0${1 + (index % 5)} 11:00:00`],
  [/成绩|分数|得分/, (examinee) => examinee.score],
];

/** Fills the downloaded template's columns with the examinees, one row each under its header row. */
async function filledTemplate(template: Buffer, examinees: Examinee[]): Promise<Buffer> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = source.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headerRow = sheet.getRow(1);
  const headers = Array.from({ length: headerRow.cellCount }, (_, index) => headerRow.getCell(index + 1).text.trim());
  const example = sheet.getRow(2);

  const filled = new ExcelJS.Workbook();
  const out = filled.addWorksheet(sheet.name);
  out.addRow(headers);
  examinees.forEach((examinee, index) => {
    out.addRow(
      headers.map((header, column) => {
        const value = COLUMN_VALUES.find(([pattern]) => pattern.test(header))?.[1](examinee, index) ?? '';
        // A column whose example is a date cell gets a date cell.
        return example.getCell(column + 1).value instanceof Date && typeof value === 'string'
          ? new Date(`${value.replace(' ', 'T')}+08:00`)
          : value;
      }),
    );
  });
  return Buffer.from(await filled.xlsx.writeBuffer());
}

test('the registrar imports practice-ability results and publishes them; the reviewer approves the release', async ({
  page,
  browser,
}) => {
  await signInManage(page, 'dengji');
  await page.goto('/vocationalAssessment');

  // 下载模板, fill it as an examination office would, 导入.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toMatch(/^导入模板\d{8}\.xlsx$/);
  const examinees: Examinee[] = [
    { candidate: '张伟', enterprise: HUAXIN, score: 95 },
    { candidate: '李娜', enterprise: HUAXIN, score: 92 },
    { candidate: '王强', enterprise: ZHENGHENG, score: 88 },
    { candidate: '赵敏', enterprise: { name: '海南不存在工程咨询有限公司', code: creditCode(99) }, score: 80 },
  ];
  const file = await filledTemplate(await readFile(await template.path()), examinees);
  await page
    .locator('input[type=file][accept=".xlsx"]')
    .setInputFiles({ name: '执业能力测评.xlsx', mimeType: XLSX, buffer: file });
  await expect(row(page, HUAXIN.name)).toContainText('成功');
  await expect(row(page, ZHENGHENG.name)).toContainText('成功');

  // The refused row is among the rows that cannot be published, with its reason.
  await page.getByRole('radio', { name: '否' }).check();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(row(page, '海南不存在工程咨询有限公司')).toContainText('失败');
  await expect(page.getByRole('button', { name: '发布信用分' })).toBeDisabled();
  await page.getByRole('radio', { name: '是' }).check();
  await page.getByRole('button', { name: /查\s*询/ }).click();

  // 考生成绩明细 of 华信 lists its two examinees.
  await row(page, HUAXIN.name).getByRole('button', { name: '考生成绩明细' }).click();
  const exams = dialog(page, '考生成绩明细');
  await expect(row(exams, '张伟')).toContainText('95');
  await expect(row(exams, '李娜')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(exams).toBeHidden();

  // 删除 asks for a selection first.
  await page.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('请选择需要删除的数据')).toBeVisible();

  // 发布信用分 with nothing selected publishes every publishable row.
  await page.getByRole('button', { name: '发布信用分' }).click();
  const publish = dialog(page, '发布执业能力加分申请');
  await expect(publish.getByText('得分企业数')).toContainText('2');
  await expect(publish.getByLabel('信用类别')).toHaveValue('良好');
  await expect(publish.getByLabel('行为项目')).toHaveValue('执业能力');
  await publish.getByRole('button', { name: /提\s*交/ }).click();
  await expect(publish.getByText('请输入行为认定单位')).toBeVisible();
  await expect(publish.getByText('请上传文件')).toBeVisible();
  await publish.getByLabel('行为认定单位').fill('  海口市住房和城乡建设局  ');
  await publish.getByLabel('行为认定日期').fill('2026-03-20');
  await publish.getByLabel('行为认定日期').press('Enter');
  await publish.getByLabel('申请人').fill('王芳');
  await publish.getByLabel('行为内容描述').fill('2026年第一季度执业能力测评成绩优良');
  await publish
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '测评结果.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await expect(publish.getByText('测评结果.pdf')).toBeVisible();
  await publish.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('提交申请成功，请等待后续审批')).toBeVisible();
  await expect(publish).toBeHidden();
  // Published rows are publishable no more.
  await expect(row(page, HUAXIN.name)).toHaveCount(0);

  // The department reviewer approves.
  const reviewContext = await browser.newContext();
  const reviewer = await reviewContext.newPage();
  await signInManage(reviewer, 'bumen');
  await reviewer.goto('/vocationalAssessmentCheck');
  const application = row(reviewer, '海口市住房和城乡建设局').first();
  await expect(application).toContainText('待复审');
  await application.getByRole('button', { name: '查看' }).click();
  const view = dialog(reviewer, '查看执业能力加分申请');
  await expect(view.getByText('测评结果.pdf')).toBeVisible();
  await view.getByRole('button', { name: '审核通过' }).click();
  await reviewer
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(view).toBeHidden();
  await expect(application).toContainText('已完成');

  // The completed release shows its bonus details: two enterprises and their tiers.
  await application.getByRole('button', { name: '查看' }).click();
  await expect(view.getByText('已完成').first()).toBeVisible();
  await expect(view.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await view.getByRole('button', { name: /加分明细/ }).click();
  const bonus = dialog(reviewer, '加分明细');
  await expect(row(bonus, HUAXIN.name)).toBeVisible();
  await expect(row(bonus, ZHENGHENG.name)).toBeVisible();
  await reviewContext.close();
});

test('the registrar keeps a practice-ability application as a draft and submits it later from 草稿箱', async ({
  page,
}) => {
  const ZHONGCHENG = { name: '海口中诚工程造价事务所有限公司', code: creditCode(3) };
  await signInManage(page, 'dengji');
  await page.goto('/vocationalAssessment');
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const template = await readFile(await (await templateDownload).path());
  const file = await filledTemplate(template, [{ candidate: '陈晨', enterprise: ZHONGCHENG, score: 83 }]);
  await page
    .locator('input[type=file][accept=".xlsx"]')
    .setInputFiles({ name: '执业能力测评.xlsx', mimeType: XLSX, buffer: file });
  await expect(row(page, ZHONGCHENG.name)).toContainText('成功');

  await row(page, ZHONGCHENG.name).locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: '发布信用分' }).click();
  const publish = dialog(page, '发布执业能力加分申请');
  await expect(publish.getByText('得分企业数')).toContainText('1');
  await publish.getByLabel('行为认定单位').fill('海南省住房和城乡建设厅');
  await publish.getByLabel('行为认定日期').fill('2026-03-25');
  await publish.getByLabel('行为认定日期').press('Enter');
  await publish.getByLabel('申请人').fill('刘洋');
  await publish.getByLabel('行为内容描述').fill('中诚执业能力测评草稿');
  await publish
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '草稿附件.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await publish.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  // A draft holds nothing: the row is still publishable.
  await expect(row(page, ZHONGCHENG.name)).toBeVisible();

  await page.getByRole('button', { name: '草稿箱' }).click();
  const drafts = dialog(page, '草稿箱');
  const draft = row(drafts, '海南省住房和城乡建设厅');
  await draft.getByRole('button', { name: '提交' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('提交申请成功，请等待后续审批')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row(page, ZHONGCHENG.name)).toHaveCount(0);
});
