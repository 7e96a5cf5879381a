import type { EnterpriseEdit } from '@credit/rules';
import type { enterprises } from '../../db/schema/index.ts';

export type EnterpriseRow = typeof enterprises.$inferSelect;

/** The editable fields as the API names them; optional text that is left blank is null. */
export type EnterpriseFields = Omit<EnterpriseEdit, 'fixedTelephone' | 'enterpriseURL' | 'remarks'> & {
  fixedTelephone: string | null;
  enterpriseURL: string | null;
  remarks: string | null;
};

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** A full edit: what the form leaves out is blank, not kept (a cleared field is not sent by every client). */
export const fullEdit = (edit: EnterpriseEdit): EnterpriseFields => ({
  ...edit,
  fixedTelephone: blankToNull(edit.fixedTelephone),
  enterpriseURL: blankToNull(edit.enterpriseURL),
  remarks: blankToNull(edit.remarks),
});

export const fieldsOfRow = (row: EnterpriseRow): EnterpriseFields => ({
  enterpriseName: row.enterpriseName,
  legalRepresentative: row.legalRepresentative,
  corporateIDCard: row.corporateIdCard,
  province: row.province,
  area: row.area,
  county: row.county,
  enterpriseType: row.enterpriseType,
  registeredCapital: Number(row.registeredCapital),
  contactPerson: row.contactPerson,
  contactPhone: row.contactPhone,
  fixedTelephone: row.fixedTelephone,
  email: row.email,
  enterpriseURL: row.enterpriseUrl,
  enterpriseEstablishmentTime: row.establishmentDate,
  officeAddress: row.officeAddress,
  registeredAddress: row.registeredAddress,
  businessscope: row.businessScope,
  remarks: row.remarks,
});

export const columnsOfFields = (fields: EnterpriseFields) => ({
  enterpriseName: fields.enterpriseName,
  legalRepresentative: fields.legalRepresentative,
  corporateIdCard: fields.corporateIDCard,
  province: fields.province,
  area: fields.area,
  county: fields.county,
  enterpriseType: fields.enterpriseType,
  registeredCapital: fields.registeredCapital.toFixed(6),
  contactPerson: fields.contactPerson,
  contactPhone: fields.contactPhone,
  fixedTelephone: fields.fixedTelephone,
  email: fields.email,
  enterpriseUrl: fields.enterpriseURL,
  establishmentDate: fields.enterpriseEstablishmentTime,
  officeAddress: fields.officeAddress,
  registeredAddress: fields.registeredAddress,
  businessScope: fields.businessscope,
  remarks: fields.remarks,
});
