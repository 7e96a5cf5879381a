import { USER_ENABLED } from '../system/identity-dictionaries.ts';
import { loginLogFilterSchema } from '../system/login-log-filter.ts';
import { managedUserFilterSchema } from '../system/user-admin.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { longField, stateTextField, timeField } from './shared-fields.ts';

const roleNameField = { title: '角色', width: 16 } as const satisfies FieldSpec;

/** 用户管理: management users; the roles to filter by are read from the server by the screen. */
export const userListSpec = defineListSpec({
  input: managedUserFilterSchema,
  fields: {
    username: { title: '用户名', width: 20 },
    displayName: { title: '姓名', width: 16 },
    kindDescription: { title: '用户类型', width: 14 },
    roleName: roleNameField,
    enabledDescription: stateTextField('状态'),
    lastLoginTime: timeField('最近登录'),
    createTime: timeField('创建时间'),
  },
  filters: {
    name: { label: '用户名', control: 'text', maxLength: 60, placeholder: '请输入用户名或姓名' },
    roleId: { label: '角色', control: 'select' },
    enabled: { label: '状态', control: 'select', dictionary: USER_ENABLED },
  },
});

/** 登录日志: every sign-in attempt. */
export const loginLogListSpec = defineListSpec({
  input: loginLogFilterSchema,
  fields: {
    username: { title: '用户', width: 18 },
    roleName: roleNameField,
    providerDescription: { title: '登录方式', width: 16 },
    ip: { title: 'IP', width: 18 },
    userAgent: longField('浏览器', 40),
    loginTime: timeField('登录时间'),
    resultDescription: stateTextField('结果'),
    reason: { title: '原因', width: 30 },
  },
  filters: {
    username: { label: '用户', control: 'text', maxLength: 60 },
    time: { label: '登录时间', control: 'dateTimeRange', disabledFuture: true },
  },
});
