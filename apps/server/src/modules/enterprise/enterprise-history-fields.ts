import { maskIdCard, maskPhone } from '@credit/rules';
import type { TrackedField } from '../../platform/history/index.ts';
import { divisionName } from '../general/division-tree.ts';
import type { EnterpriseFields } from './enterprise-edit-shape.ts';

/** The enterprise fields the history speaks of, with their Chinese names; ID and phone numbers stay masked there. */
export const enterpriseTrackedFields = (typeLabels: ReadonlyMap<string, string>): TrackedField<EnterpriseFields>[] => [
  { key: 'enterpriseName', label: '企业名称' },
  { key: 'legalRepresentative', label: '法定代表人' },
  { key: 'corporateIDCard', label: '法人身份证号', show: (v) => maskIdCard(String(v)) },
  { key: 'province', label: '省份', show: (v) => divisionName(String(v)) || String(v) },
  { key: 'area', label: '城市', show: (v) => divisionName(String(v)) || String(v) },
  { key: 'county', label: '区县', show: (v) => divisionName(String(v)) || String(v) },
  { key: 'enterpriseType', label: '企业类型', show: (v) => typeLabels.get(String(v)) ?? String(v) },
  { key: 'registeredCapital', label: '注册资本（万元）' },
  { key: 'contactPerson', label: '联系人' },
  { key: 'contactPhone', label: '联系电话', show: (v) => maskPhone(String(v)) },
  { key: 'fixedTelephone', label: '固定电话' },
  { key: 'email', label: '邮箱' },
  { key: 'enterpriseURL', label: '企业网址' },
  { key: 'enterpriseEstablishmentTime', label: '成立日期' },
  { key: 'officeAddress', label: '办公地址' },
  { key: 'registeredAddress', label: '注册地址' },
  { key: 'businessscope', label: '经营范围' },
  { key: 'remarks', label: '备注' },
];
