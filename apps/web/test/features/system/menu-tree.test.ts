import { describe, expect, it } from 'vitest';
import { menuTree, parentIds } from '@/features/system/menu-tree.ts';
import type { SystemMenu } from '@/features/system/system-api.ts';

const menu = (id: number, parentId: number | null, sortOrder: number): SystemMenu => ({
  id,
  parentId,
  sortOrder,
  menuName: `菜单${id}`,
  menuIcon: 'AppstoreOutlined',
  menuUrl: '',
  permissions: [],
  visible: true,
});

describe('menuTree', () => {
  it('nests menus under their parents in menu order; leaves carry no children', () => {
    const tree = menuTree([menu(3, 1, 2), menu(1, null, 2), menu(2, 1, 1), menu(4, null, 1)]);
    expect(tree.map((node) => node.id)).toEqual([4, 1]);
    expect(tree[1]?.children?.map((node) => node.id)).toEqual([2, 3]);
    expect(tree[0]).not.toHaveProperty('children');
    expect([...parentIds([menu(3, 1, 2), menu(1, null, 2)])]).toEqual([1]);
  });
});
