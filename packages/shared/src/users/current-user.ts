import { z } from 'zod';
import { dataEnvelope } from '../api';

export const ROLES = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** GET /auth/me (docs/product/README.md: "profile fields"): who the stored token belongs to. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  activated: z.union([z.literal(0), z.literal(1)]),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = dataEnvelope(currentUserSchema);

export function isStaff(user: Pick<CurrentUser, 'role'> | null | undefined): boolean {
  return user?.role === 'ADMIN' || user?.role === 'MANAGER';
}
