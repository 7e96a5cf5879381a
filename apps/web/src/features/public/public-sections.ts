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
  { path: '/publicSystem', title: '企业排名', summary: '按企业动态信用分从高到低排列，可看前10名。' },
  { path: '/creditPublic', title: '信用记录公示', summary: '公示期内的企业良好与不良信用记录。' },
  { path: '/enterpriseLevel', title: '企业信用等级', summary: '查询企业综合信用等级、动态信用分与信用等级证书。' },
  { path: '/appointSort', title: '综合信用分排序', summary: '选择若干企业，按综合信用分排序比较。' },
  { path: '/relevantPolicy', title: '政策文件', summary: '平台相关的政策文件与管理办法。' },
];

export const REGISTER_PUBLICITY: PublicSection = {
  path: '/registerPublicity',
  title: '信用登记公示',
  summary: '审核中的信用登记，审核完成前接受社会监督。',
};

export const RECORD_DETAIL: PublicSection = {
  path: '/enterpriseRecordDetail',
  title: '企业信用记录详情',
  summary: '信用记录的认定内容与依据（不含个人信息）。',
};

export const SELF_CHECK: PublicSection = {
  path: '/test',
  title: '访问测试',
  summary: '检测平台、数据库与统一身份认证是否可以正常访问。',
};

/** Every public page the portal's index links to (a record's detail is opened from the lists). */
export const PORTAL_PAGES: PublicSection[] = [...PUBLICITY_LISTS, REGISTER_PUBLICITY, SELF_CHECK];

/** Opened from the QR code of a printed credit-level certificate (docs/certificate.md). */
export const CERTIFICATE_VERIFY: PublicSection = {
  path: CERTIFICATE_VERIFY_PATH,
  title: '信用等级证书核验',
  summary: '扫描证书上的二维码或输入证书编号，核验证书是否真实、是否仍然有效。',
};
