import { z } from 'zod';
import { idParamsOf, intField } from '../api';

/** POST /utilisateurs/{id}/blocages: the member to block. */
export const blockBodySchema = z.object({ utilisateur_id: intField({ min: 1 }) });

export const unblockParamsSchema = idParamsOf('id', 'utilisateur_id');

/** A member I blocked, as my list shows them. */
export const blockedMemberSchema = z.object({
  utilisateur_id: z.number().int(),
  prenom: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const blockedMemberResponseSchema = z.object({ data: blockedMemberSchema });
export const blockedMemberListSchema = z.object({ data: z.array(blockedMemberSchema) });
export const unblockResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
