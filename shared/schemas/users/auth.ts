import { z } from 'zod';
import { UPLOAD_LIMITS } from '../../station/station-rules';

/** 'presenter': the spec's signed-in non-admin, who has /estudio and none of /admin. */
export const USER_ROLES = ['admin', 'presenter'] as const;
export const userRoleSchema = z.enum(USER_ROLES, { error: 'El rol debe ser «admin» o «presenter».' });
export type UserRole = z.infer<typeof userRoleSchema>;

/**
 * `isAdmin` stays beside `role` for the spec's clients, always `role === 'admin'`. `displayName`: what listeners
 * read ("Con Laia Puig"); the login name when the account has none.
 */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  isAdmin: z.boolean(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: 'El nombre de usuario es requerido' })
    .trim()
    .min(1, 'El nombre de usuario es requerido')
    .max(64),
  password: z.string({ error: 'La contraseña es requerida' }).min(1, 'La contraseña es requerida').max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordSchema = z
  .string({ error: 'La contraseña es requerida' })
  .min(
    UPLOAD_LIMITS.userPasswordMinLength,
    `La contraseña debe tener al menos ${UPLOAD_LIMITS.userPasswordMinLength} caracteres.`,
  )
  .max(256, 'La contraseña es demasiado larga.');

export const DISPLAY_NAME_MAX = 80;

/** A presenter's public name; empty gives the login name back. */
export const displayNameSchema = z
  .string({ error: 'El nombre visible debe ser texto.' })
  .trim()
  .max(DISPLAY_NAME_MAX, `El nombre visible no puede superar ${DISPLAY_NAME_MAX} caracteres.`);

/** PUT /api/auth/users/:id/display-name. */
export const userDisplayNameSchema = z.object({ displayName: displayNameSchema }).strict();

export const userCreateSchema = z
  .object({
    username: z
      .string({ error: 'El nombre de usuario es requerido' })
      .trim()
      .min(3, 'El nombre de usuario debe tener al menos 3 caracteres.')
      .max(64, 'El nombre de usuario no puede superar 64 caracteres.')
      .regex(/^[a-zA-Z0-9._-]+$/, 'El nombre de usuario solo admite letras, números, punto, guion y guion bajo.'),
    password: passwordSchema,
    displayName: displayNameSchema.optional(),
    /** The spec's clients send `isAdmin`; the admin's user editor sends `role`. Both given and disagreeing is refused, not guessed. */
    role: userRoleSchema.optional(),
    isAdmin: z.boolean().optional(),
  })
  .refine(
    (input) => input.role === undefined || input.isAdmin === undefined || (input.role === 'admin') === input.isAdmin,
    {
      message: 'El rol y «isAdmin» no coinciden.',
      path: ['role'],
    },
  )
  .transform(({ role, isAdmin, ...rest }) => ({
    ...rest,
    role: role ?? ((isAdmin ? 'admin' : 'presenter') as UserRole),
  }));
export type UserCreate = z.infer<typeof userCreateSchema>;

/** PUT /api/auth/users/:id/role: an account becomes an admin or a presenter. */
export const userRoleChangeSchema = z.object({ role: userRoleSchema }).strict();

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'La contraseña actual es requerida' }).min(1, 'La contraseña actual es requerida'),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** PUT /api/auth/users/:id/password: an admin sets another account's password (no current one to know). */
export const passwordResetSchema = z.object({ newPassword: passwordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** A user's own live credentials (GET /me/live): shown only to them and to admins. */
export const liveCredentialsSchema = z.object({
  sourceUser: z.string(),
  sourcePassword: z.string(),
  streamKey: z.string(),
  mount: z.string(),
  /** The station's address for the encoders: its public URL's host, else the one the user reached it by. */
  host: z.string(),
  /** The dedicated Icecast source port; null when the station runs without one (the main port takes sources too). */
  sourcePort: z.number().int().nullable(),
  rtmpUrl: z.string(),
  /**
   * On a standby PC (a station following a studio): the studio it follows and whether it holds the air now. A
   * presenter whose studio went down reconnects their encoder here; absent or null on the studio itself.
   */
  standbyPc: z.object({ studio: z.string(), onAir: z.boolean() }).nullable().optional(),
});
export type LiveCredentialsView = z.infer<typeof liveCredentialsSchema>;

/** Whether the station hears the signed-in user's own source right now (the guide's "we hear you"). */
export const liveHeardSchema = z.object({
  heard: z.boolean(),
  /** Their source is connected and waiting in standby (early for their slot): their monitor plays it. */
  waiting: z.boolean(),
});
