export { BasicCreditPage } from './basic-credit-page.tsx';
export { EnterpriseLevelPage } from './enterprise-level-page.tsx';
export { RankingPage } from './ranking-page.tsx';
export { StandardsPage } from './standards-page.tsx';
