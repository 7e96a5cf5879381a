/** Text limits of the specification (§9), in characters. */
export const LIMITS = {
  name: 50,
  legalRepresentative: 10,
  contact: 10,
  phone: 11,
  idCard: 18,
  landline: 20,
  url: 50,
  address: 100,
  personFilterName: 40,
  unit: 50,
  symbol: 50,
  description: 400,
  // The specification gives no e-mail limit; this is the width the address is stored in.
  email: 100,
} as const;
