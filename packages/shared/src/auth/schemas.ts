import { z } from 'zod';
import { currentUserSchema } from '../users';
import { dataEnvelope, flag01, intField, pageQuery, paginatedEnvelope, text } from '../api';
import { BIRTH_DATE_PLACEHOLDER, birthDateIsoSchema, parseFrenchBirthDate } from './birth-date';
import { emailSchema } from './email';
import { LOGIN_PASSWORD_MAX_LENGTH, MAX_NAVIGATIONS_PER_EXTENSION } from './limits';
import { nomSchema, prenomSchema } from './names';
import { registrationPasswordSchema, resetPasswordSchema } from './password';
import { sexeSchema } from './sexe';
import { consentFieldsSchema } from './consent';
import { authTexts } from './texts';

/** Wire schemas of docs/product/accounts.md "Authentication and account"; the server and the forms share them. */

const confirmation = text({ error: authTexts.passwordMismatch });
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { error: authTexts.passwordMismatch, path: ['password_confirmation'] };

/** POST /register (multipart in docs/product): its fields, before the two passwords are compared. */
const registerFieldsSchema = z.object({
  nom: nomSchema,
  prenom: prenomSchema,
  email: emailSchema,
  sexe: sexeSchema,
  date_naissance: birthDateIsoSchema,
  password: registrationPasswordSchema,
  password_confirmation: confirmation,
  ...consentFieldsSchema.shape,
});
export const registerBodySchema = registerFieldsSchema.refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = dataEnvelope(z.object({ id: z.number().int() }));

/*
 * docs/product/accounts.md "Registration (5 steps)": each step's form validates its part of POST /register's
 * schema, so a step lets through exactly what the server will accept.
 */
export const registerEmailStepSchema = registerFieldsSchema.pick({ email: true });
/** docs/product/accounts.md step 2: the birth date is typed JJ/MM/AAAA, read into the wire's yyyy-mm-dd. */
const typedBirthDateSchema = text({ error: authTexts.birthDateFormat })
  .max(BIRTH_DATE_PLACEHOLDER.length, authTexts.birthDateFormat)
  .transform((typed, context) => {
    const parsed = parseFrenchBirthDate(typed);
    if (parsed.ok) return parsed.iso;
    context.issues.push({ code: 'custom', message: parsed.error, input: typed });
    return z.NEVER;
  })
  .pipe(registerFieldsSchema.shape.date_naissance);
export const registerIdentityStepSchema = registerFieldsSchema
  .pick({ prenom: true, nom: true })
  .extend({ date_naissance: typedBirthDateSchema });
export const registerTitleStepSchema = registerFieldsSchema.pick({ sexe: true });
export const registerPasswordStepSchema = registerFieldsSchema
  .pick({ password: true, password_confirmation: true })
  .refine(passwordsMatch, mismatch);

/** POST /register/verify. */
export const verifyBodySchema = z.object({ hash: text().trim().min(1).max(200) });
export const verifyResponseSchema = dataEnvelope(
  z.object({
    type: z.literal('utilisateurs'),
    id: z.number().int(),
    attributes: z.object({ prenom: z.string() }),
  }),
);

/** POST /register/resend: a new validation mail for an account not yet activated. */
export const emailOnlyBodySchema = z.object({ email: emailSchema });
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));

/** POST /login (multipart: email, password). */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: authTexts.passwordRequired })
    .min(1, authTexts.passwordRequired)
    .max(LOGIN_PASSWORD_MAX_LENGTH, authTexts.invalidCredentials),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** docs/product/accounts.md: the token is read at `data.attributes.token`. */
export const loginResponseSchema = dataEnvelope(
  z.object({
    type: z.literal('token'),
    attributes: z.object({
      token: z.string(),
      expires_at: z.string().describe('Fin de la session côté serveur (ISO 8601)'),
      utilisateur_id: z.number().int(),
      prenom: z.string(),
    }),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Google sign-in: the ID token the Google button returned (`email` is only cross-checked). */
export const googleBodySchema = z.object({
  credential: text().trim().min(20).max(8192),
  email: text().optional(),
});
/** POST /register/google: the same token, with the sign-up's consent (docs/product/accounts.md). */
export const googleRegisterBodySchema = googleBodySchema.extend(consentFieldsSchema.shape);

/** POST /password/reset: the link's e-mail and token, the new password twice. */
const resetFieldsSchema = z.object({
  email: emailSchema,
  token: text().trim().min(1).max(200),
  password: resetPasswordSchema,
  password_confirmation: confirmation,
});
export const resetBodySchema = resetFieldsSchema.refine(passwordsMatch, mismatch);
export type ResetBody = z.infer<typeof resetBodySchema>;
/** The reset screen's form: the two passwords of POST /password/reset (the link gives the rest). */
export const resetPasswordFormSchema = resetFieldsSchema
  .pick({ password: true, password_confirmation: true })
  .refine(passwordsMatch, mismatch);

/** POST /auth/extend: the navigations the client credited to its session (docs/product/accounts.md). */
export const extendBodySchema = z.object({
  navigations: intField({ min: 1, max: MAX_NAVIGATIONS_PER_EXTENSION }),
});
/**
 * The session's end as the server holds it, and how long is left from the moment of the answer
 * (the browser keeps its own clock: it ends its session `SESSION_SERVER_GRACE_MS` before that).
 */
export const extendResponseSchema = dataEnvelope(
  z.object({ expires_at: z.string(), expires_in_ms: z.number().int() }),
);

/** GET /auth/config: what the login screens need to know about the server. */
export const authConfigResponseSchema = dataEnvelope(
  z.object({ google_client_id: z.string().nullable() }),
);

/** GET /utilisateurs?filter[email]&filter[activated]=1 (docs/product/accounts.md): "empty means e-mail free". */
export const usersQuerySchema = z.object({
  filter: z
    .object({
      email: text().max(400).optional(),
      activated: flag01.optional(),
    })
    .optional(),
  page: pageQuery.optional(),
});

/** What a visitor learns: only the address it asked about, when taken. */
export const emailMatchSchema = z.object({ email: z.string() });
/** What ADMIN and MANAGER see in the users list. */
export const staffUserListItemSchema = currentUserSchema
  .omit({ avatar: true })
  .extend({ created_at: z.string() });
export const usersListResponseSchema = paginatedEnvelope(
  z.union([staffUserListItemSchema, emailMatchSchema]),
);
