import { DEMO_ENTERPRISES, LEGAL_NAMES } from '../../db/seed/demo-enterprises.ts';
import { demoCreditCode, demoIdCard } from '../../db/seed/codes.ts';
import type { ComprehensivePlatform, PlatformEnterprise, PlatformPerson } from './platform-records.ts';

/**
 * The platform's answers for the demo enterprises, used when COMPREHENSIVE_PLATFORM_URL is not
 * set so that 同步 works out of the box: a raised registered capital, a wider business scope and
 * two registered cost engineers per enterprise.
 */
function records(): Map<string, { enterprise: PlatformEnterprise; persons: PlatformPerson[] }> {
  return new Map(
    DEMO_ENTERPRISES.map((demo, index) => [
      demoCreditCode(index),
      {
        enterprise: {
          legalRepresentative: LEGAL_NAMES[index] ?? '林国栋',
          registeredCapital: 500 + index * 100,
          establishmentDate: `${2005 + index}-0${1 + (index % 9)}-15`,
          registeredAddress: `海南省海口市美兰区国兴大道${200 + index}号`,
          businessScope: `${demo.level === null ? '工程招标代理；政府采购代理' : '工程造价咨询；工程项目管理'}；全过程工程咨询`,
        },
        persons: [0, 1].map((n) => ({
          name: ['符晓峰', '陈雅琴'][n] ?? '符晓峰',
          gender: n as 0 | 1,
          idCard: demoIdCard(demo.county, 1980 + index, n),
          phone: `1390898${String(index * 10 + n).padStart(4, '0')}`,
          jobTitle: '1',
          qualification: [n === 0 ? '1' : '2'],
        })),
      },
    ]),
  );
}

export function simulatedPlatform(): ComprehensivePlatform {
  const data = records();
  return {
    enterprise: async (code) => data.get(code)?.enterprise,
    persons: async (code) => data.get(code)?.persons,
  };
}
