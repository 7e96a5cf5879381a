import { DESKS, LIST_SPECS } from '@credit/rules';
import { describe, expect, test } from 'vitest';
import { DESK_LISTS, listsBehind, PAGE_LISTS } from '@/features/account/list-columns-lists.ts';

describe('the lists the badnessColumn page offers', () => {
  test('every page and desk names lists the registry knows', () => {
    for (const [route, keys] of Object.entries(PAGE_LISTS))
      for (const key of keys ?? []) expect(LIST_SPECS[key], `${route}: ${key}`).toBeDefined();
    for (const desk of DESKS) {
      const key = DESK_LISTS[desk.flow]?.[desk.kind](desk);
      expect(key && LIST_SPECS[key], `${desk.flow} ${desk.kind} ${desk.route}`).toBeDefined();
    }
  });

  test("are the lists behind the user's menus, each once, with the menus that open it", () => {
    const menus = [
      {
        menuName: '信用信息',
        menuUrl: '',
        subMenus: [
          { menuName: '企业信用记录', menuUrl: 'enterPriseTable' },
          { menuName: '信用行为记录', menuUrl: '/behaviorRecord' },
          { menuName: '附件查看', menuUrl: 'pdfOperation' },
          { menuName: '信用撤销审核', menuUrl: 'creditRevokeAudit' },
        ],
      },
      { menuName: '附件管理', menuUrl: 'pdfOperation2' },
      { menuName: '我的消息', menuUrl: 'mything' },
      { menuName: '账号信息', menuUrl: 'accountInfo' },
    ];
    expect(listsBehind(menus)).toEqual([
      { listKey: 'enterpriseRecord', pages: ['企业信用记录'] },
      { listKey: 'behaviorRecord', pages: ['信用行为记录'] },
      { listKey: 'recordAttachment', pages: ['附件查看', '附件管理'] },
      { listKey: 'requestDesk.revoke', pages: ['信用撤销审核'] },
      { listKey: 'notification', pages: ['我的消息'] },
    ]);
  });
});
