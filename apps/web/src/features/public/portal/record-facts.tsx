import { DEFAULT_LEVEL_NAME } from '@credit/rules';
import { Link } from 'react-router';
import { enterpriseLevelPath, type PublicRecord } from './publicity-api.ts';

/**
 * A record's public fields, as the server presents them to anyone (masked, no files): the record
 * detail page and the trend's 查看 on the enterprise level page show the same. A record about a
 * single person hides the default level (spec §3).
 */
export function RecordFacts({ record }: { record: PublicRecord }) {
  const facts: [string, string | number | null][] = [
    ['登记编号', record.registerNumber],
    ['信用类别', record.creditTypeDescription],
    ['行为主体', record.actorDescription],
    ['行为类别', record.behaviorCategoryName],
    ['行为内容', record.behaviorContentName],
    ['认定等级', record.identifiedLevelName === DEFAULT_LEVEL_NAME ? null : record.identifiedLevelName],
    ['分值', record.scoreValue],
    ['认定单位', record.identificationUnit],
    ['认定日期', record.actDeterminationDate],
    ['相关文号', record.relatedSymbol],
    ['行为内容描述', record.behaviorDescription],
    ['处理状态', record.processStatusDescription],
    ['公示截止', record.publicUntil],
  ];
  return (
    <dl className="portal-facts">
      <dt>企业名称</dt>
      <dd>
        <Link className="portal-link" to={enterpriseLevelPath(record.enterpriseId)}>
          {record.enterpriseName}
        </Link>
      </dd>
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>])}
    </dl>
  );
}
