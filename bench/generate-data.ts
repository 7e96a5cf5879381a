import { GIVEN_NAMES, SURNAMES } from '../apps/server/src/db/seed/demo-enterprises.ts';
import { withCreditCodeCheck, withIdCardCheck } from '../apps/server/src/db/seed/codes.ts';
import { withClient } from './bench-database.ts';
import {
  BUSINESSES,
  cycle,
  DISTRICTS,
  LEGAL_FORMS,
  NAME_REGIONS,
  ROADS,
  TRADE_NAME_FIRST,
  TRADE_NAME_SECOND,
  UNIQUE_NAME_CAPACITY,
} from './data-set-vocabulary.ts';
import { STAFF_PER_ENTERPRISE } from './settings.ts';

export interface DataSet {
  enterprises: number;
  staff: number;
  generationSeconds: number;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Row `index` written in the mixed radix of the word lists, so no two rows share a name. */
function enterpriseName(index: number): string {
  let rest = index;
  const [first, business, second, region, form] = [TRADE_NAME_FIRST, BUSINESSES, TRADE_NAME_SECOND, NAME_REGIONS, LEGAL_FORMS].map((list) => {
    const word = cycle(list, rest);
    rest = Math.floor(rest / list.length);
    return word;
  });
  return `${region}${first}${second}${business}${form}`;
}

function idCardNumber(county: string, serial: number): string {
  const birth = `${1965 + (serial % 30)}${pad(1 + (Math.floor(serial / 30) % 12), 2)}${pad(1 + (Math.floor(serial / 360) % 28), 2)}`;
  return withIdCardCheck(`${county}${birth}${pad(serial % 1000, 3)}`);
}

/** The codes that carry check characters, made by the same functions as the demo seed. */
function identities(count: number) {
  const enterprises = Array.from({ length: count }, (_, index) => {
    const district = cycle(DISTRICTS, index);
    return {
      name: enterpriseName(index),
      creditCode: withCreditCodeCheck(`91${district.code}MA5${pad(index + 1, 6)}`),
      county: district.code,
      address: district.address,
      legalIdCard: idCardNumber(district.code, index),
    };
  });
  const staffIdCards = enterprises.flatMap((enterprise, index) =>
    Array.from({ length: STAFF_PER_ENTERPRISE }, (_, k) => idCardNumber(enterprise.county, count + index * STAFF_PER_ENTERPRISE + k)),
  );
  return { enterprises, staffIdCards };
}

// Rows are numbered by the ordinality of the codes made in JavaScript: subscripting a long
// array parameter row by row is quadratic in PostgreSQL, a join on the ordinality is not.
const INSERT_ENTERPRISES = `
with p as (
  select $6::text[] as surnames, $7::text[] as given_names, $8::text[] as roads
), r as (
  select name, credit_code, county, address, legal_id_card, ord::int as i, 1 + (ord * 7919 % 10007)::int % 3 as level
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
    with ordinality as t(name, credit_code, county, address, legal_id_card, ord)
)
insert into enterprise (social_credit_code, enterprise_name, legal_representative, corporate_id_card, province, area, county,
  enterprise_type, qualification_level, registered_capital, contact_person, contact_phone, fixed_telephone, email,
  establishment_date, office_address, registered_address, business_scope, in_park, commit_letter_submitted,
  required_cost_engineers)
select credit_code, name,
  p.surnames[1 + i * 7 % cardinality(p.surnames)] || p.given_names[1 + i * 3 % cardinality(p.given_names)],
  legal_id_card, '460000', left(county, 4) || '00', county,
  '1', level, 100 + i * 37 % 4900,
  p.surnames[1 + i % cardinality(p.surnames)] || p.given_names[1 + i / 16 % cardinality(p.given_names)],
  '13' || i % 10 || lpad((i * 7919 % 100000000)::text, 8, '0'),
  '0898-6' || lpad((i % 10000000)::text, 7, '0'),
  'contact' || i || '@example.com',
  date '1998-01-01' + i * 13 % 9000,
  address || p.roads[1 + i % cardinality(p.roads)] || 1 + i % 300 || '号',
  address || p.roads[1 + i / 8 % cardinality(p.roads)] || 1 + i / 3 % 300 || '号',
  '工程造价咨询；工程项目管理；工程招标代理', i % 5 = 0, i % 10 <> 0,
  case level when 1 then 10 else 6 end
from p, r
order by i`;

const INSERT_STAFF = `
with p as (
  select $2::text[] as surnames, $3::text[] as given_names, $4::int as per_enterprise
), e as (
  select id, row_number() over (order by id)::int as n from enterprise
), cards as (
  select id_card, m::int from unnest($1::text[]) with ordinality as c(id_card, m)
)
insert into enterprise_person (enterprise_id, name, gender, id_card, phone, enabled, job_title, qualification)
select e.id,
  p.surnames[1 + (n * 5 + k) % cardinality(p.surnames)] || p.given_names[1 + (n * 3 + k) % cardinality(p.given_names)],
  k % 2, cards.id_card,
  '15' || k % 10 || lpad(((n * p.per_enterprise + k)::bigint * 7907 % 100000000)::text, 8, '0'),
  k < p.per_enterprise or n % 2 = 0,
  (1 + k % 3)::text,
  case when k <= 3 then array['1'] when k = 4 then array['2'] else array[]::text[] end
from p
cross join e
cross join generate_series(1, p.per_enterprise) as k
join cards on cards.m = (e.n - 1) * p.per_enterprise + k
order by e.n, k`;

/**
 * Fills the (migrated, empty) database with `count` cost-consulting enterprises, qualification
 * levels 1/2/3 in about equal parts, and STAFF_PER_ENTERPRISE staff each.
 */
export async function generateData(url: string, count: number): Promise<DataSet> {
  if (count > UNIQUE_NAME_CAPACITY) {
    throw new Error(`BENCH_ENTERPRISES may be at most ${UNIQUE_NAME_CAPACITY}: enterprise names must be unique`);
  }
  const started = performance.now();
  const { enterprises, staffIdCards } = identities(count);
  return withClient(url, async (client) => {
    const inserted = await client.query(INSERT_ENTERPRISES, [
      enterprises.map((e) => e.name),
      enterprises.map((e) => e.creditCode),
      enterprises.map((e) => e.county),
      enterprises.map((e) => e.address),
      enterprises.map((e) => e.legalIdCard),
      SURNAMES,
      GIVEN_NAMES,
      ROADS,
    ]);
    const staff = await client.query(INSERT_STAFF, [staffIdCards, SURNAMES, GIVEN_NAMES, STAFF_PER_ENTERPRISE]);
    await client.query('analyze enterprise, enterprise_person');
    return {
      enterprises: inserted.rowCount ?? 0,
      staff: staff.rowCount ?? 0,
      generationSeconds: Math.round(performance.now() - started) / 1000,
    };
  });
}
