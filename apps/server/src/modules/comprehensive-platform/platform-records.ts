import { z } from 'zod';

/** What the comprehensive service platform holds of an enterprise's registration. */
export const platformEnterpriseSchema = z.object({
  legalRepresentative: z.string().trim().min(1).max(10),
  registeredCapital: z.number().nonnegative(),
  establishmentDate: z.iso.date(),
  registeredAddress: z.string().trim().min(1).max(100),
  businessScope: z.string().trim().min(1),
});
export type PlatformEnterprise = z.output<typeof platformEnterpriseSchema>;

/** A registered practitioner of the enterprise on the platform. */
export const platformPersonSchema = z.object({
  name: z.string().trim().min(1).max(50),
  gender: z.union([z.literal(0), z.literal(1)]),
  idCard: z
    .string()
    .trim()
    .regex(/^(\d{15}|\d{17}[\dXx])$/),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/),
  jobTitle: z.string().trim().min(1).max(20),
  qualification: z.array(z.string().trim().min(1).max(20)).max(20),
});
export type PlatformPerson = z.output<typeof platformPersonSchema>;

/** The platform, as the connector sees it: undefined when it does not know the enterprise. */
export interface ComprehensivePlatform {
  enterprise(creditCode: string): Promise<PlatformEnterprise | undefined>;
  persons(creditCode: string): Promise<PlatformPerson[] | undefined>;
}

export const SYNC_UNREACHABLE = '综合服务平台连接失败，请稍后重试';
export const SYNC_TIMEOUT = '综合服务平台响应超时，请稍后重试';
export const SYNC_BAD_DATA = '综合服务平台返回的数据有误，未做任何修改';
export const SYNC_NOT_FOUND = '综合服务平台未找到本企业的信息';
