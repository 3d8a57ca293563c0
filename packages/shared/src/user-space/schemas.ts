import { z } from 'zod';
import { nomSchema, prenomSchema, sexeSchema } from '../auth';
import { dataEnvelope, text } from '../api';
import { isCountryCode } from './countries';
import { postcodeOfCountry } from './postcode';
import { userSpaceTexts } from './texts';

const required = userSpaceTexts.requiredFields;

const countryField = z
  .string({ error: required })
  .trim()
  .toUpperCase()
  .refine((code) => code !== '', { error: required })
  .refine(isCountryCode, { error: 'Ce pays n’est pas dans la liste.' });

/** docs/product/user-space.md User info: adresse, ville, code_postal limits. */
export const USER_INFO_LIMITS = { adresse: 255, ville: 120, code_postal: 10 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `ne doit pas dépasser ${max} caractères`)
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

const userInfoFields = z.object({
  nationalite: countryField,
  pays_residence: countryField,
  adresse: optionalText(USER_INFO_LIMITS.adresse),
  ville: optionalText(USER_INFO_LIMITS.ville),
  code_postal: optionalText(USER_INFO_LIMITS.code_postal),
});

/**
 * The address of the profile is where the member lives: its postcode is checked against the
 * country of residence (docs/decisions/025-phones-and-bank-accounts-abroad.md).
 */
const residencePostcode = postcodeOfCountry('pays_residence', 'code_postal');

/** docs/product/user-space.md POST /utilisateurs/{id}/info and PUT /utilisateurs/{id}/info/{id}. */
export const userInfoBodySchema = userInfoFields.superRefine(residencePostcode);

const requiredText = (max: number) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(max, `ne doit pas dépasser ${max} caractères`);

/**
 * docs/product/user-space.md "Informations complémentaires requises" (publishing): the same body as
 * POST /utilisateurs/{id}/info, every field required.
 */
export const driverInfoFormSchema = userInfoFields
  .extend({
    adresse: requiredText(USER_INFO_LIMITS.adresse),
    ville: requiredText(USER_INFO_LIMITS.ville),
    code_postal: requiredText(USER_INFO_LIMITS.code_postal),
  })
  .superRefine(residencePostcode);
export type DriverInfoFormValues = z.input<typeof driverInfoFormSchema>;

export const userInfoSchema = z.object({
  id: z.number().int(),
  utilisateur_id: z.number().int(),
  nationalite: z.string(),
  pays_residence: z.string(),
  adresse: z.string().nullable(),
  ville: z.string().nullable(),
  code_postal: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
/** docs/product/user-space.md: a list, empty when the extra info is missing. */
export const userInfoListResponseSchema = dataEnvelope(z.array(userInfoSchema));
export const userInfoResponseSchema = dataEnvelope(userInfoSchema);

/** docs/product/user-space.md PUT /utilisateurs/{id}: nom, prenom, sexe, date_naissance — or the date alone. */
export const userUpdateBodySchema = z
  .object({
    nom: nomSchema.optional(),
    prenom: prenomSchema.optional(),
    sexe: sexeSchema.optional(),
    date_naissance: text().trim().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: required,
  });

/**
 * docs/product/user-space.md Profile save: the "general" form sends PUT /utilisateurs/{id} (nom, prenom, sexe) and
 * the info body; it validates with the very fields the server validates those two with.
 */
export const profileFormSchema = z
  .object({
    nom: nomSchema,
    prenom: prenomSchema,
    sexe: sexeSchema,
    ...userInfoFields.shape,
  })
  .superRefine(residencePostcode);
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Identity documents: at most 5 MB (docs/decisions.md); the upload form and the server check it. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** docs/product/user-space.md Avatar: the image types the photo input offers (the server sniffs the same ones). */
export const AVATAR_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'];

/** Avatar: at most 5 MB sent (docs/decisions.md); the avatar card and the server check it. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const documentTypeSchema = z.enum(['CNI', 'PASSPORT', 'PERMIS'], {
  error: 'Type de document inconnu (CNI, PASSPORT ou PERMIS).',
});
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const DOCUMENT_TYPES: { code: DocumentType; label: string }[] = [
  { code: 'CNI', label: 'Carte nationale d’identité' },
  { code: 'PASSPORT', label: 'Passeport' },
  { code: 'PERMIS', label: 'Permis de conduire' },
];

export const userDocumentSchema = z.object({
  id: z.number().int(),
  type_doc_code: documentTypeSchema,
  created_at: z.string(),
  is_verifie: z.union([z.literal(0), z.literal(1)]),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  marque: z.string(),
  modele: z.string(),
  couleur: z.string(),
  immatriculation: z.string().nullable(),
  utilisateur_id: z.number().int(),
});

/** docs/product/user-space.md User, as GET /utilisateurs/{id}/full answers it. */
export const fullUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  sexe: z.string(),
  /** 0000-00-00 when missing. */
  date_naissance: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  activated: z.union([z.literal(0), z.literal(1)]),
  nationalite: z.string().nullable(),
  pays_residence: z.string().nullable(),
  adresse: z.string().nullable(),
  ville: z.string().nullable(),
  code_postal: z.string().nullable(),
  mobile: z.string().nullable(),
  telephone_infos: z.object({
    numero: z.string().nullable(),
    is_verifie: z.union([z.literal(0), z.literal(1)]),
  }),
  documents: z.record(z.string(), userDocumentSchema),
  vehicules: z.array(vehicleSchema),
  partage_le: z.string().nullable(),
});
export type FullUser = z.infer<typeof fullUserSchema>;
export const fullUserResponseSchema = dataEnvelope(fullUserSchema);

const badgeConditionSchema = z.object({
  code: z.enum(['email_valide', 'profil_complet', 'trajet_rejoint', 'site_partage']),
  fait: z.boolean(),
});
/** GET /utilisateurs/{id}/tableau-de-bord: the dashboard's badges (docs/product/user-space.md). */
export const dashboardResponseSchema = dataEnvelope(
  z.object({
    utilisateur: fullUserSchema,
    badges: z.object({
      rookie: z.boolean(),
      filou: z.object({
        obtenu: z.boolean(),
        conditions: z.array(badgeConditionSchema),
        progression: z.number().int(),
      }),
    }),
  }),
);
export type Dashboard = z.infer<typeof dashboardResponseSchema>['data'];

/** POST /utilisateurs/{id}/partages: the trips' share dialog reports a share (badge FILOU). */
export const shareBodySchema = z.object({
  canal: text().trim().max(40).optional(),
});
export const shareResponseSchema = dataEnvelope(z.object({ partage_le: z.string() }));

/** POST /utilisateurs/{id}/telephone answers the number (docs/product/user-space.md: "response numero"). */
export const telephoneResponseSchema = dataEnvelope(
  z.object({
    numero: z.string(),
    is_verifie: z.union([z.literal(0), z.literal(1)]),
    code_envoye: z.boolean().optional(),
  }),
);

/** docs/product/user-space.md OTP, as the admin list shows it. */
export const otpListResponseSchema = dataEnvelope(
  z.array(
    z.object({
      id: z.number().int(),
      prenom: z.string(),
      nom: z.string(),
      numero: z.string(),
      token: z.string(),
      sent: z.union([z.literal(0), z.literal(1)]),
      expire_le: z.string(),
    }),
  ),
);
