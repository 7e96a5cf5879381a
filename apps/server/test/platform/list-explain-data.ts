import type { Database } from '../../src/db/client.ts';
import { seal } from '../../src/platform/personal-data/index.ts';
import { sealedTail } from '../helpers/personal-data-keys.ts';

/** Rows per listed table: above the 10,000 at which a sequential scan counts as a failure. */
export const GENERATED_ROWS = 12_000;

const NAMES = `array['海南华信','正衡','中建','广联达','天健','信达']`;

/**
 * Fills every listed table with GENERATED_ROWS rows by generate_series (names that contain
 * 华信 or 正衡, several states, times over 2026's first quarter) and ANALYZEs them.
 */
export async function generateListData(db: Database): Promise<void> {
  const n = GENERATED_ROWS;
  const statements = [
    `insert into enterprise (social_credit_code, enterprise_name, legal_representative, corporate_id_card_cipher, province,
       area, county, enterprise_type, qualification_level, registered_capital, contact_person, contact_phone_cipher, email,
       establishment_date, office_address, registered_address, business_scope)
     select 'T' || lpad(i::text, 17, '0'), (${NAMES})[i % 6 + 1] || '工程咨询有限公司' || i, '张三',
       '${seal('idCard', 'enterprise.corporate_id_card', '460100199001011234')}',
       '46000' || (i % 3), '4601' || lpad((i % 40)::text, 2, '0'), '4601' || lpad((i % 400)::text, 4, '0'),
       '工程造价咨询', nullif(i % 4, 0), 100, '李四', '${seal('phone', 'enterprise.contact_phone', '13800138000')}',
       'a@b.cn', '2020-01-01', '地址', '地址', '范围'
     from generate_series(1, ${n}) i`,
    `insert into enterprise_person (enterprise_id, name, gender, id_card_cipher, phone_cipher, enabled, job_title)
     select e.id, (array['张伟','王芳','李华信','赵正衡'])[i % 4 + 1] || i, i % 2,
       'P' || i || '${sealedTail('idCard', 'enterprise_person.id_card', '460100199001011234')}',
       '${seal('phone', 'enterprise_person.phone', '13800138000')}', i % 5 > 0, '01'
     from generate_series(1, ${n}) i join enterprise e on e.social_credit_code = 'T' || lpad((i % ${n} + 1)::text, 17, '0')`,
    `insert into login_log (username, role_name, provider, success, created_at)
     select (array['huaxin','华信管理员','zhengheng','admin'])[i % 4 + 1] || i, '管理员', 'password', i % 7 > 0,
       timestamptz '2026-01-01' + i * interval '10 minutes'
     from generate_series(1, ${n}) i`,
    `insert into app_user (kind, issuer, subject, username, display_name, role_id, enabled)
     select (array['manage','enterprise'])[i % 2 + 1], 'list-test', 'u' || i, 'user' || i,
       (${NAMES})[i % 6 + 1] || i, (select min(id) from role), i % 9 > 0
     from generate_series(1, ${n}) i`,
    `insert into assessment_import (kind, file_name, created_by_name) values ('practiceAbility', 'a.xlsx', '导入员')`,
    `insert into practice_ability (import_id, enterprise_name, social_credit_code, exam_year, exam_quarter,
       examinee_count, un_examinee_count, average_score, score_value, result, created_by_name, created_at)
     select (select max(id) from assessment_import), (${NAMES})[i % 6 + 1] || i, 'T' || lpad(i::text, 17, '0'), 2026, 1, 10, 1,
       80, nullif(i % 4, 0) + 2, i % 10 > 0, '导入员', timestamptz '2026-01-01' + i * interval '10 minutes'
     from generate_series(1, ${n}) i`,
    `insert into practice_ability_exam (practice_ability_id, row_number, candidate_name, enterprise_name,
       social_credit_code, paper_name, exam_address, exam_year, exam_quarter, score, absent, result)
     select (select min(id) from practice_ability) + i % 100, i, '张伟' || i,
       '海南华信', 'T' || lpad(i::text, 17, '0'), '试卷', '地点', 2026, 1, 80, false, true
     from generate_series(1, ${n}) i`,
    `insert into record_pass_rate (import_id, enterprise_name, social_credit_code, register_year, quarter, grade,
       score_value, result, created_by_name, created_at)
     select (select max(id) from assessment_import), (${NAMES})[i % 6 + 1] || i, 'T' || lpad(i::text, 17, '0'),
       2020 + i % 6, i % 4 + 1, 'A', 4, i % 10 > 0, '导入员', timestamptz '2026-01-01' + i * interval '10 minutes'
     from generate_series(1, ${n}) i`,
    `insert into assessment_release (kind, state, identification_unit, act_determination_date, contact_person,
       behavior_description, created_at)
     select (array['practiceAbility','passRate'])[i % 2 + 1], (array[0,3,5,7])[i % 4 + 1], '住建厅', '2026-01-01',
       '王五', '加分', timestamptz '2026-01-01' + i * interval '10 minutes'
     from generate_series(1, ${n}) i`,
    // Records spread over the enterprises, five contents each: record 1 has similar ones.
    `insert into credit_record (enterprise_id, credit_type, behavior_category_name, behavior_content_name, score_value,
       identification_unit, act_determination_date, behavior_description, process_status)
     select (select min(id) from enterprise) + i % 2000, 1 + i % 2, '类别' || i % 3, '内容' || i % 5, 3, '住建局',
       date '2026-01-01' + i % 300, '说明', (array[0,1,3,7])[i % 4 + 1]
     from generate_series(0, ${n - 1}) i`,
    `insert into enterprise_score (enterprise_id, score, level, enterprise_name, social_credit_code, qualification_level,
       standard_id, computed_on)
     select id, score, case when score >= 90 then 'AAA' when score >= 80 then 'AA' when score >= 70 then 'A'
         when score >= 60 then 'B' else 'C' end, enterprise_name, social_credit_code,
       qualification_level, (select min(id) from scoring_standard), '2026-01-01'
     from enterprise cross join lateral (select 40 + id % 60 as score) scored`,
    'vacuum analyze',
  ];
  for (const statement of statements) await db.$client.query(statement);
}
