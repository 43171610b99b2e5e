import { z } from 'zod';
import { userSchema } from './auth';
import { auditEntrySchema, programTypeSchema } from './station';

/** GET /api/admin/overview: real counts and the latest audit-log entries, newest first. */
export const adminOverviewSchema = z.object({
  counts: z.object({
    songs: z.number().int(),
    images: z.number().int(),
    sources: z.number().int(),
    users: z.number().int(),
  }),
  recentActivity: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/enquiries: contact-form messages, newest first. */
export const enquiryRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
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
});
export type ScheduledProgram = z.infer<typeof scheduledProgramSchema>;
