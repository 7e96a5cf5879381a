import { CERTIFICATE_VERIFY_PATH } from '@credit/rules';

export interface PublicSection {
  path: string;
  title: string;
  summary: string;
}

export const PUBLICITY_HOME: PublicSection = {
  path: '/mainPublicity',
  title: '信用公示首页',
  summary: '建设行业企业信用信息向社会公开，欢迎查询与监督。',
};

/** The public lists citizens reach from the navigation bar. */
export const PUBLICITY_LISTS: PublicSection[] = [
  { path: '/publicSystem', title: '企业排名', summary: '按企业动态信用分从高到低排列。' },
  { path: '/creditPublic', title: '信用记录公示', summary: '公示已认定的企业良好与不良信用记录。' },
  { path: '/enterpriseLevel', title: '企业信用等级', summary: '公示企业综合信用等级（AAA、AA、A、B、C）。' },
  { path: '/appointSort', title: '综合信用分排序', summary: '对选定的企业按综合信用分排序。' },
  { path: '/relevantPolicy', title: '政策文件', summary: '平台相关的政策文件与管理办法。' },
];

/** Public pages opened from links inside the lists rather than from the navigation bar. */
export const PUBLICITY_DETAILS: PublicSection[] = [
  { path: '/registerPublicity', title: '信用登记公示', summary: '公示企业提交的信用登记信息。' },
  { path: '/enterpriseRecordDetail', title: '企业信用记录详情', summary: '企业信用记录的认定内容与依据。' },
];

/** Opened from the QR code of a printed credit-level certificate (docs/certificate.md). */
export const CERTIFICATE_VERIFY: PublicSection = {
  path: CERTIFICATE_VERIFY_PATH,
  title: '信用等级证书核验',
  summary: '扫描证书上的二维码或输入证书编号，核验证书是否真实、是否仍然有效。',
};
