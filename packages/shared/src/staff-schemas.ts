import { z } from 'zod';
import { ROLES, STAFF_ROLES } from './roles.ts';

/* The staff page's answers as schemas, apart from the rules in staff.ts, which the web's shell loads on every page without zod. */

export const roleSchema = z.enum(ROLES);
export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** One change of an account's role: whose, from what to what, by whom (null: the `npm run admin` command) and when. */
export const roleChangeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  from: roleSchema,
  to: roleSchema,
  changedBy: z.string().nullable(),
  at: z.string(),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const staffListSchema = z.object({ members: z.array(staffMemberSchema), changes: z.array(roleChangeSchema) });
export type StaffList = z.infer<typeof staffListSchema>;
