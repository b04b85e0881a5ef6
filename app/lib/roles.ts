export const roles = ["SUPER_ADMIN", "ADMIN", "EDITOR"] as const;
export type Role = (typeof roles)[number];

/** Roles a super admin may give; no call can create or demote a super admin. */
export const assignableRoles = ["ADMIN", "EDITOR"] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const roleLabels: Record<Role, string> = {
  SUPER_ADMIN: "Super admin",
  ADMIN: "Admin",
  EDITOR: "Editor",
};

/** Who may open the Users screen (and call GET /api/users). */
export const usersScreenRoles: readonly Role[] = ["SUPER_ADMIN", "ADMIN"];

/** The API's "admin" access: the Shipping screen and its fees, cancelling stale orders. */
export const adminRoles: readonly Role[] = ["SUPER_ADMIN", "ADMIN"];

export function canCreateUsers(role: Role | undefined | null): boolean {
  return role === "SUPER_ADMIN";
}

/** SPEC 6: only a super admin edits, and only users who are not super admins. */
export function canEditRoleOf(viewer: Role | undefined | null, target: Role): boolean {
  return viewer === "SUPER_ADMIN" && target !== "SUPER_ADMIN";
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}
