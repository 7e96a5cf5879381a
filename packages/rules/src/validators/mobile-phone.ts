import { z } from 'zod';
import { maskMiddle } from '../mask.ts';
import { MSG } from '../messages.ts';

/** 11-digit mainland mobile number: 1, then 3-9, then nine digits. */
const MOBILE_PHONE = /^1[3-9]\d{9}$/;

export const isMobilePhone = (value: string): boolean => MOBILE_PHONE.test(value);

export const mobilePhoneSchema = z
  .string({ error: MSG.mobileRequired })
  .trim()
  .min(1, { error: MSG.mobileRequired, abort: true })
  .regex(MOBILE_PHONE, MSG.contactPhoneFormat);

/** Hides the middle four digits: 13800138000 → 138****8000. */
export const maskPhone = (phone: string): string => maskMiddle(phone, 3, 4);
