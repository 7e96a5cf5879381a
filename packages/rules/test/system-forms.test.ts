import { describe, expect, it } from 'vitest';
import {
  isMenuRouteName,
  loginLogFilterSchema,
  managedUserFilterSchema,
  menuFormSchema,
  roleFormSchema,
} from '../src/index.ts';
import { messageOf } from './support/message-of.ts';

const menu = { menuName: ' 登录日志 ', menuIcon: 'HistoryOutlined', menuUrl: 'loginLog', sortOrder: 4 };

describe('system management forms', () => {
  it('reads a menu with defaults: top level, visible, codes once each', () => {
    expect(menuFormSchema.parse({ ...menu, permissions: ['system:loginLog', 'system:loginLog'] })).toEqual({
      parentId: null,
      menuName: '登录日志',
      menuIcon: 'HistoryOutlined',
      menuUrl: 'loginLog',
      sortOrder: 4,
      permissions: ['system:loginLog'],
      visible: true,
    });
    expect(menuFormSchema.parse({ ...menu, menuUrl: undefined }).menuUrl).toBe('');
  });

  it('refuses unknown pages and icons, bad orders and malformed permission codes', () => {
    expect(messageOf(menuFormSchema, { ...menu, menuUrl: 'admin' })).toBe('请选择系统已有的页面路由');
    expect(messageOf(menuFormSchema, { ...menu, menuIcon: 'SmileOutlined' })).toBe('请选择菜单图标');
    expect(messageOf(menuFormSchema, { ...menu, sortOrder: 1.5 })).toBe('排序须为0到9999之间的整数');
    expect(messageOf(menuFormSchema, { ...menu, permissions: ['system'] })).toBe(
      '权限编码须为“模块:操作”的形式，如 system:menu',
    );
    expect(messageOf(menuFormSchema, { ...menu, menuName: '菜'.repeat(41) })).toBe('菜单名称不能超过40个字符');
  });

  it('knows the routes of spec §2, the statistics pages included', () => {
    expect(isMenuRouteName('menuControl')).toBe(true);
    expect(isMenuRouteName('enterprise_emattersecharts')).toBe(true);
    expect(isMenuRouteName('../etc')).toBe(false);
  });

  it('reads role names and codes', () => {
    expect(roleFormSchema.parse({ name: ' 稽查 ', code: 'inspector_1' })).toEqual({
      name: '稽查',
      code: 'inspector_1',
    });
    expect(messageOf(roleFormSchema, { name: '稽查', code: '9lives' })).toBe(
      '角色编码须以字母开头，由2到40个字母、数字或下划线组成',
    );
  });

  it('reads list filters from query strings', () => {
    expect(managedUserFilterSchema.parse({ roleId: '3', enabled: '0' })).toMatchObject({ roleId: 3, enabled: 0 });
    expect(managedUserFilterSchema.safeParse({ enabled: '2' }).success).toBe(false);
    expect(messageOf(loginLogFilterSchema, { timeStart: '2024-03-02 00:00:00', timeEnd: '2024-03-01 23:59:59' })).toBe(
      '结束时间不能早于开始时间',
    );
    expect(messageOf(loginLogFilterSchema, { timeStart: '2024-03-02' })).toBe(
      '请输入正确的时间（YYYY-MM-DD HH:mm:ss）',
    );
  });
});
