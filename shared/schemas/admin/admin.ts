import { z } from 'zod';
import { userSchema } from '../users/auth';
import { auditEntrySchema, programTypeSchema } from '../programming/station';

/** GET /api/admin/overview: real counts and the latest audit-log entries, newest first. */
export const adminOverviewSchema = z.object({
  counts: z.object({
    /** Songs only (`music`): the station's own jingles, spots and recorded shows are counted apart. */
    songs: z.number().int(),
    otherTracks: z.object({ jingle: z.number().int(), spot: z.number().int(), show: z.number().int() }).optional(),
    images: z.number().int(),
    sources: z.number().int(),
    users: z.number().int(),
  }),
  recentActivity: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Where an enquiry is in the admin's inbox. */
export const enquiryStatusSchema = z.enum(['new', 'handled', 'archived'], {
  error: 'El estado debe ser nueva, atendida o archivada.',
});
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

/** PATCH /api/admin/enquiries/:id */
export const enquiryStatusInputSchema = z.object({ status: enquiryStatusSchema });

/** ?status= of GET /api/admin/enquiries and enquiries.csv; without it the list hides archived ones. */
export const enquiryFilterSchema = z.object({
  status: z
    .enum(['new', 'handled', 'archived', 'all'], { error: 'El filtro debe ser new, handled, archived o all.' })
    .optional(),
});
export type EnquiryFilter = NonNullable<z.infer<typeof enquiryFilterSchema>['status']>;

/** GET /api/admin/enquiries: contact-form messages, newest first. */
export const enquiryRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: enquiryStatusSchema,
  handledAt: z.string().nullable(),
});
export type EnquiryRecord = z.infer<typeof enquiryRecordSchema>;

/** GET /api/auth/users: accounts without any secret. */
export const userListSchema = z.array(userSchema);

/** A programme as the schedule editor gets it back from POST/PUT /api/schedule/programs. */
export const scheduledProgramSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  host: z.string(),
  type: programTypeSchema,
  playlistId: z.number().int().nullable(),
  showTrackId: z.number().int().nullable(),
  relayUrl: z.string().nullable(),
  repeatOf: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type ScheduledProgram = z.infer<typeof scheduledProgramSchema>;

/** GET /api/admin/backup/encryption: whether downloaded backups are encrypted (EMISORA_BACKUP_PASSPHRASE is set). */
export const backupEncryptionSchema = z.object({ encrypted: z.boolean() });
export type BackupEncryption = z.infer<typeof backupEncryptionSchema>;
