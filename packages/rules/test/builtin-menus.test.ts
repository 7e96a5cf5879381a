import { describe, expect, it } from 'vitest';
import { BUILTIN_MENUS, deskOf, MENU_GROUPS, menusWithDesks, type MenuSeed, type Workflow } from '../src/index.ts';

/** A two-desk flow: the registrar submits, the leader decides. */
const workflow: Workflow = {
  key: 'inspection',
  title: '现场核查',
  states: [
    { code: 0, label: '草稿', step: '登记', outcome: 'progress' },
    { code: 1, label: '待审核', step: '审核', outcome: 'progress' },
    { code: 7, label: '已通过', step: '完成', outcome: 'done' },
  ],
  steps: ['登记', '审核', '完成'],
  transitions: [
    { action: 'submit', label: '提交', from: [0], to: 1, permissions: ['inspection:submit'] },
    { action: 'approve', label: '审核通过', from: [1], to: 7, permissions: ['inspection:review'], notByMaker: true },
  ],
};
const author = deskOf('inspection', workflow, {
  key: 'submit',
  kind: 'author',
  title: '现场核查登记',
  permission: 'inspection:submit',
  roles: ['deptRegister'],
  route: 'lookform',
  menu: { group: '信用管理', icon: 'EditOutlined' },
});
const review = deskOf('inspection', workflow, {
  key: 'review',
  kind: 'review',
  title: '现场核查审核',
  permission: 'inspection:review',
  roles: ['deptLeader'],
  route: 'badnessColumn',
  menu: { group: '信用管理', icon: 'AuditOutlined' },
});

const tree: MenuSeed[] = [
  {
    menuName: '信用管理',
    menuIcon: 'SafetyCertificateOutlined',
    children: [{ menuName: '待办事项', menuIcon: 'BellOutlined', menuUrl: 'theMatters', roles: ['deptLeader'] }],
  },
];

describe('the built-in menus of the desks', () => {
  it('gives a desk the tree does not name a menu with its title, last in its group, with its permission and roles', () => {
    const [group] = menusWithDesks(tree, [author, review]);
    expect(group?.children).toEqual([
      { ...tree[0]?.children?.[0], permissions: [] },
      {
        menuName: '现场核查登记',
        menuIcon: 'EditOutlined',
        menuUrl: 'lookform',
        permissions: ['inspection:submit'],
        roles: ['deptRegister'],
      },
      {
        menuName: '现场核查审核',
        menuIcon: 'AuditOutlined',
        menuUrl: 'badnessColumn',
        permissions: ['inspection:review'],
        roles: ['deptLeader'],
      },
    ]);
    expect(review.waiting).toEqual([1]);
  });

  it('keeps a desk the tree names where the tree puts it, under the tree’s name', () => {
    const named: MenuSeed[] = [
      { ...tree[0]!, children: [{ menuName: '核查审核', menuIcon: 'AuditOutlined', menuUrl: 'badnessColumn' }] },
    ];
    expect(menusWithDesks(named, [review])[0]?.children).toEqual([
      {
        menuName: '核查审核',
        menuIcon: 'AuditOutlined',
        menuUrl: 'badnessColumn',
        permissions: ['inspection:review'],
        roles: ['deptLeader'],
      },
    ]);
  });

  it('has the groups a desk may name, in their order', () => {
    expect(BUILTIN_MENUS.map((group) => group.menuName)).toEqual(MENU_GROUPS);
  });
});
