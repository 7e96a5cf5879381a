import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { costScoreRanking } from '../scoring/ranking-list.ts';

/**
 * publicSystem: the cost score ranking of screen 9 as the public sees it — the same declaration
 * (filters, top-10 mode, order, row, export), whose columns are all public business facts.
 */
export const publicRanking = {
  ...costScoreRanking,
  url: '/api/publicity/ranking',
  permission: PERMISSIONS.public,
  tags: ['信用公示'],
  summary: '企业信用排名（公开；isornotop10=1 只看前10名；format=xlsx 导出）',
};
