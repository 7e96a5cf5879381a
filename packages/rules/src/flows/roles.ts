/**
 * The built-in roles (spec §1): the enterprise, the super administrator and the city authority's
 * desks. The desks of each flow name the roles that work them (flow-registry.ts); menus, grants,
 * sign-in provisioning and reminders read these codes from here.
 */
export const ROLES = [
  { code: 'enterprise', name: '企业' },
  { code: 'superAdmin', name: '超级管理员' },
  { code: 'firstReview', name: '初审' },
  { code: 'park', name: '园区' },
  { code: 'deptReview', name: '部门审核' },
  { code: 'deptLeader', name: '部门领导' },
  { code: 'deptRegister', name: '部门登记' },
  /** Management users signed in for the first time, until the administrator gives them a desk: no menus. */
  { code: 'unassigned', name: '未分配' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

/** The authority's desk roles: what a management sign-in provider may name in its `role` claim. */
export const DESK_ROLES: readonly RoleCode[] = ['firstReview', 'park', 'deptReview', 'deptLeader', 'deptRegister'];

/** Everyone of the authority who works the platform, the administrator included. */
export const MANAGEMENT_ROLES: readonly RoleCode[] = ['superAdmin', ...DESK_ROLES];

/** Every signed-in role with menus. */
export const EVERY_ROLE: readonly RoleCode[] = ['enterprise', ...MANAGEMENT_ROLES];
