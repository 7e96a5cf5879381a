import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { enterprisePersons, enterprises } from './schema/index.ts';
import type { FileStorage } from '../platform/files/index.ts';
import { seedDemoAssessments, type SeededEnterprise } from './seed/demo-assessments.ts';
import { seedDemoAppeals } from './seed/demo-appeals.ts';
import { seedDemoRequests } from './seed/demo-requests.ts';
import { seedDemoFeedback } from './seed/demo-feedback.ts';
import { seedDemoCreditRecords } from './seed/demo-credit-records.ts';
import { seedDemoProfileFiles } from './seed/demo-profile-files.ts';
import { seedDemoPolicies } from './seed/demo-policies.ts';
import { demoCreditCode, seededRandom, withIdCardCheck } from './seed/codes.ts';
import { refreshScores } from '../modules/scoring/score-refresh.ts';
import { DEMO_ENTERPRISES, GIVEN_NAMES, LEGAL_NAMES, SURNAMES } from './seed/demo-enterprises.ts';
import { seedDemoStaffing } from './seed/demo-staffing.ts';
import { seedScoreHistory } from './seed/demo-score-history.ts';
import { seedDemoYear } from './seed/demo-year.ts';

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function idCard(random: () => number, county: string): string {
  const year = 1965 + Math.floor(random() * 30);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const sequence = String(Math.floor(random() * 1000)).padStart(3, '0');
  return withIdCardCheck(`${county}${year}${month}${day}${sequence}`);
}

function mobile(random: () => number): string {
  return `13${Math.floor(random() * 10)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
}

/** Seeds the documented demo data set when the database holds no enterprise; returns whether it did. */
export async function seedDemoDataIfEmpty(db: Database, storage?: FileStorage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(enterprises);
  if ((row?.n ?? 0) > 0) return false;
  const random = seededRandom(20260101);
  await db.transaction(async (tx) => {
    const seeded: SeededEnterprise[] = [];
    for (const [index, demo] of DEMO_ENTERPRISES.entries()) {
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          socialCreditCode: demoCreditCode(index),
          enterpriseName: demo.name,
          legalRepresentative: LEGAL_NAMES[index] ?? '林国栋',
          corporateIdCard: idCard(random, demo.county),
          province: '460000',
          area: '460100',
          county: demo.county,
          enterpriseType: demo.level === null ? '2' : '1',
          qualificationLevel: demo.level,
          registeredCapital: (200 + index * 50).toFixed(6),
          contactPerson: `${pick(random, SURNAMES)}${pick(random, GIVEN_NAMES)}`,
          contactPhone: mobile(random),
          fixedTelephone: `0898-6${String(index + 1).padStart(3, '0')}1234`,
          email: `contact${index + 1}@example.com`,
          establishmentDate: `${2005 + index}-0${1 + (index % 9)}-15`,
          officeAddress: `海南省海口市龙华区滨海大道${100 + index}号`,
          registeredAddress: `海南省海口市美兰区国兴大道${200 + index}号`,
          businessScope:
            demo.level === null
              ? '工程招标代理；政府采购代理；工程咨询服务'
              : '工程造价咨询；工程项目管理；工程招标代理',
          introduce: `${demo.name}成立于${2005 + index}年，专注于工程建设领域的专业咨询服务。`,
          inPark: demo.inPark,
          commitLetterSubmitted: index !== 2,
        })
        .returning({
          id: enterprises.id,
          socialCreditCode: enterprises.socialCreditCode,
          contactPerson: enterprises.contactPerson,
        });
      if (!enterprise) throw new Error('enterprise insert returned nothing');
      seeded.push({ id: enterprise.id, name: demo.name, code: enterprise.socialCreditCode, inPark: demo.inPark });
      if (storage) {
        await seedDemoProfileFiles(tx, storage, {
          enterpriseId: enterprise.id,
          creditCode: enterprise.socialCreditCode,
          withCommitLetter: index !== 2,
          contactPerson: enterprise.contactPerson,
        });
      }
      const staffCount = 4 + (index % 4);
      await tx.insert(enterprisePersons).values(
        Array.from({ length: staffCount }, (_, i) => ({
          enterpriseId: enterprise.id,
          name: `${pick(random, SURNAMES)}${pick(random, GIVEN_NAMES)}`,
          gender: i % 3 === 1 ? 1 : 0,
          idCard: idCard(random, demo.county),
          phone: mobile(random),
          enabled: i !== staffCount - 1 || index % 2 === 0,
          jobTitle: pick(random, ['1', '2', '3']),
          qualification: i < 3 ? ['1'] : i < 5 ? ['2'] : [],
        })),
      );
    }
    const recordIds = await seedDemoCreditRecords(tx, seeded, storage);
    await seedDemoAppeals(tx, recordIds, storage);
    await seedDemoRequests(tx, recordIds, storage);
    await seedDemoFeedback(
      tx,
      seeded.map((enterprise) => enterprise.id),
      seeded.map((enterprise) => enterprise.name),
      storage,
    );
    if (storage) await seedDemoAssessments(tx, storage, seeded);
    await seedDemoYear(tx, seeded, storage);
    await seedDemoStaffing(tx, seeded);
    if (storage) await seedDemoPolicies(tx, storage);
    await refreshScores(tx);
    await seedScoreHistory(tx);
  });
  return true;
}
