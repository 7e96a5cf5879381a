/** The fields of a good-behaviour record as its enterprise's form sends them (POST /api/creditregister). */
export const GOOD_RECORD_FORM = {
  creditType: 1,
  identificationUnit: '海口市住房和城乡建设局',
  actDeterminationDate: '2026-06-01',
  behaviorDescription: '年度表彰',
  contactPerson: '李明',
  telephone: '13800138000',
};
