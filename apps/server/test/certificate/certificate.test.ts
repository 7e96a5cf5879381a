import { CERTIFICATE_SERIAL, CERTIFICATE_STATES } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCertificates, creditRecords, enterprises, enterpriseScores } from '../../src/db/schema/index.ts';
import { reviewCertificates } from '../../src/modules/certificate/certificate-review.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { renderPng } from '../../src/modules/certificate/certificate-render.ts';
import { certificateSvg, type CertificateFace } from '../../src/modules/certificate/certificate-svg.ts';
import { decodePng, differingShare } from '../helpers/png-pixels.ts';
import { withoutText } from '../helpers/svg-text.ts';

const PUBLIC_URL = 'https://credit.example.cn';
let t: TestApp;
let demoCode: string;

/** The certificate image as anyone gets it: no token. */
const image = (code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/PrintCreditReport/GenerateCreditReport?buslicenceregisterno=${code}`, headers });
const serialOf = async (code: string) => {
  const res = await image(code);
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.headers.etag as string) as string;
};
const verify = (serial: string) =>
  t.app.inject({ method: 'GET', url: `/api/publicity/certificate?serial=${encodeURIComponent(serial)}` });
const factsOf = async (serial: string) => {
  const res = await verify(serial);
  expect(res.statusCode).toBe(200);
  return res.json<{ extraData: Record<string, unknown> }>().extraData;
};

/** A fresh enterprise with its score kept, as registration leaves it. */
async function scoredEnterprise(code: string, name: string): Promise<number> {
  const id = await insertTestEnterprise(t.db, code, name);
  await t.db.transaction((tx) => refreshScores(tx, [id]));
  return id;
}

async function addGoodRecord(enterpriseId: number, scoreValue: string) {
  await t.db.insert(creditRecords).values({
    enterpriseId,
    creditType: 1,
    behaviorCategoryName: '测试类别',
    behaviorContentName: '测试行为',
    scoreValue,
    identificationUnit: '海口市住房和城乡建设局',
    actDeterminationDate: new Date().toISOString().slice(0, 10),
    behaviorDescription: '测试',
    processStatus: 7,
    origin: 'department',
    completedAt: new Date(),
  });
  await t.db.transaction((tx) => refreshScores(tx, [enterpriseId]));
}

beforeAll(async () => {
  t = await buildTestApp({ seed: true, env: { PUBLIC_URL } });
  await t.db.transaction((tx) => refreshScores(tx));
  const [demo] = await t.db
    .select({ code: enterprises.socialCreditCode })
    .from(enterprises)
    .orderBy(enterprises.id)
    .limit(1);
  demoCode = demo!.code;
}, 60_000);
afterAll(() => t.close());

describe('the certificate image', () => {
  it('is a PNG of an A4-landscape certificate, with its text drawn and a QR code of its verification page', async () => {
    const res = await image(demoCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height, data } = decodePng(png);
    expect([width, height]).toEqual([1680, 1188]);
    const serial = JSON.parse(res.headers.etag as string) as string;
    expect(serial).toMatch(CERTIFICATE_SERIAL);
    const verifyUrl = `${PUBLIC_URL}/certificateVerify?serial=${serial}`;
    expect(jsQR(new Uint8ClampedArray(data), width, height)?.data).toBe(verifyUrl);
    // The same certificate drawn without its words: the served image must differ from it substantially.
    const facts = (await factsOf(serial)) as unknown as CertificateFace;
    const blank = await renderPng(withoutText(certificateSvg({ ...facts, verifyUrl })));
    expect(differingShare(png, blank)).toBeGreaterThan(0.02);
  });

  it('keeps the certificate while level and score stand, and answers a revalidation with 304', async () => {
    const first = await serialOf(demoCode);
    expect(await serialOf(demoCode)).toBe(first);
    const again = await image(demoCode, { 'if-none-match': `"${first}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('issues one certificate to concurrent first requests', async () => {
    const id = await scoredEnterprise('91460100MA5CERT01X', '测试证书并发工程咨询有限公司');
    const serials = await Promise.all(Array.from({ length: 6 }, () => serialOf('91460100MA5CERT01X')));
    expect(new Set(serials).size).toBe(1);
    const rows = await t.db.select().from(creditCertificates).where(eq(creditCertificates.enterpriseId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 and an unknown enterprise with 404, in Chinese', async () => {
    for (const query of [
      '',
      '?buslicenceregisterno=',
      '?buslicenceregisterno=abc',
      "?buslicenceregisterno='%20or%201=1--",
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/PrintCreditReport/GenerateCreditReport${query}` });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/统一社会信用代码/);
    }
    const unknown = await image('91460100MA5NOBODY0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: '未找到该统一社会信用代码对应的企业' });
  });
});

describe('verification', () => {
  it('states the printed facts of a valid certificate, the serial read in either case', async () => {
    const serial = await serialOf(demoCode);
    const [score] = await t.db
      .select()
      .from(enterpriseScores)
      .innerJoin(enterprises, eq(enterprises.id, enterpriseScores.enterpriseId))
      .where(eq(enterprises.socialCreditCode, demoCode));
    const facts = await factsOf(serial.toLowerCase());
    expect(facts).toMatchObject({
      serial,
      enterpriseName: score!.enterprise.enterpriseName,
      socialCreditCode: demoCode,
      level: score!.enterprise_score.level,
      score: Number(score!.enterprise_score.score),
      standardName: '信用评价标准（2025版）',
      issuingAuthority: '海口市住房和城乡建设局',
      state: CERTIFICATE_STATES.valid,
      stateDescription: '有效',
      endedAt: null,
      currentSerial: null,
    });
  });

  it('shows a certificate superseded once the score changed, and where the new one is', async () => {
    const id = await scoredEnterprise('91460100MA5CERT02X', '测试证书换发工程咨询有限公司');
    const old = await serialOf('91460100MA5CERT02X');
    expect(await factsOf(old)).toMatchObject({ level: 'B', score: 60 });
    await addGoodRecord(id, '25');
    // Scanned before anyone fetched the new image: the verification itself sees the change.
    const superseded = await factsOf(old);
    expect(superseded).toMatchObject({ state: CERTIFICATE_STATES.superseded, stateDescription: '已被新证书取代' });
    expect(superseded.endReason).toMatch(/已换发新证书/);
    expect(superseded.endedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const current = await serialOf('91460100MA5CERT02X');
    expect(superseded.currentSerial).toBe(current);
    expect(await factsOf(current)).toMatchObject({ state: CERTIFICATE_STATES.valid, level: 'AA', score: 85 });
  });

  it('renews a certificate past its year, the old one superseded', async () => {
    await scoredEnterprise('91460100MA5CERT03X', '测试证书到期工程咨询有限公司');
    const old = await serialOf('91460100MA5CERT03X');
    await t.db
      .update(creditCertificates)
      .set({ issuedOn: sql`current_date - 366`, validUntil: sql`current_date - 1` })
      .where(eq(creditCertificates.serial, old));
    const renewed = await serialOf('91460100MA5CERT03X');
    expect(renewed).not.toBe(old);
    expect(await factsOf(old)).toMatchObject({
      state: CERTIFICATE_STATES.superseded,
      endReason: '证书有效期届满，已换发新证书',
    });
  });

  it('shows a certificate revoked when the score or the enterprise is gone', async () => {
    const scoreGone = await scoredEnterprise('91460100MA5CERT04X', '测试证书撤销工程咨询有限公司');
    const first = await serialOf('91460100MA5CERT04X');
    await t.db.delete(enterpriseScores).where(eq(enterpriseScores.enterpriseId, scoreGone));
    expect(await factsOf(first)).toMatchObject({
      state: CERTIFICATE_STATES.revoked,
      stateDescription: '已撤销',
      endReason: '企业信用评分已撤销，证书随之撤销',
    });
    expect((await image('91460100MA5CERT04X')).statusCode).toBe(404);

    const gone = await scoredEnterprise('91460100MA5CERT05X', '测试证书注销工程咨询有限公司');
    const second = await serialOf('91460100MA5CERT05X');
    await t.db.delete(enterprises).where(eq(enterprises.id, gone));
    expect(await factsOf(second)).toMatchObject({
      state: CERTIFICATE_STATES.revoked,
      enterpriseName: '测试证书注销工程咨询有限公司',
      endReason: '企业已注销，证书随之撤销',
    });
  });

  it('is brought up to date each night, without anyone asking for it', async () => {
    const id = await scoredEnterprise('91460100MA5CERT06X', '测试证书夜间核对工程咨询有限公司');
    const old = await serialOf('91460100MA5CERT06X');
    const untouched = await serialOf(demoCode);
    await addGoodRecord(id, '12');
    expect(await reviewCertificates(t.db)).toBe(1);
    const rows = await t.db.select().from(creditCertificates).where(eq(creditCertificates.enterpriseId, id));
    expect(rows.map((row) => [row.serial === old, row.state, row.level])).toEqual([
      [true, CERTIFICATE_STATES.superseded, 'B'],
      [false, CERTIFICATE_STATES.valid, 'A'],
    ]);
    expect(await serialOf(demoCode)).toBe(untouched);
    expect(await reviewCertificates(t.db)).toBe(0);
  });

  it('refuses a malformed serial with 400 and an unknown one with 404', async () => {
    for (const serial of ['', 'abc', '2026-0000-0000-0000-000I', `${'9'.repeat(4)}-AAAA-AAAA-AAAA-AAAA<script>`]) {
      const res = await verify(serial);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ success: boolean; message: string }>();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/证书编号/);
    }
    const unknown = await verify('2026-AAAA-BBBB-CCCC-DDDD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: '未找到该编号的证书，请核对证书编号' });
  });
});
