import { z } from 'zod';
import { idParamSchema } from '../../schemas/common/common';
import {
  draftPublishSchema,
  draftSchema,
  liveConnectionSchema,
  liveGracesSchema,
  myOccurrenceSchema,
  myRecordingSchema,
  myRecordingUploadSchema,
  myShowSchema,
  myShowUpdateSchema,
} from '../../schemas/estudio/estudio';
import { episodeCreatedSchema } from '../../schemas/archive/podcasts';
import {
  occurrenceFileSchema,
  occurrenceParamsSchema,
  occurrenceSchema,
} from '../../schemas/programming/show-occurrences';
import { logQuerySchema } from '../../schemas/music/log';
import { myLogSchema, voiceTrackCreatedSchema, voiceTrackUploadSchema } from '../../schemas/estudio/voice-tracks';
import { voiceTrackSchema } from '../../schemas/music/voice-track';
import { route } from './define';

/**
 * /estudio's routes are open to every signed-in account (`user`): the station answers each one with that account's
 * own rows only, so a presenter never reads another's drafts. The live panel is the admins'.
 */
export const ESTUDIO_ROUTES = {
  'estudio.occurrences': route('estudio.occurrences', { access: 'user', response: z.array(myOccurrenceSchema) }),
  'estudio.shows': route('estudio.shows', { access: 'user', response: z.array(myShowSchema) }),
  'estudio.updateShow': route('estudio.updateShow', {
    access: 'user',
    params: idParamSchema,
    body: myShowUpdateSchema,
    response: myShowSchema,
  }),
  'estudio.drafts': route('estudio.drafts', { access: 'user', response: z.array(draftSchema) }),
  'estudio.draftAudio': route('estudio.draftAudio', { access: 'user', params: idParamSchema, response: 'file' }),
  'estudio.publishDraft': route('estudio.publishDraft', {
    access: 'user',
    params: idParamSchema,
    body: draftPublishSchema,
    response: episodeCreatedSchema,
  }),
  // The presenter's own source while it waits in standby, as MP3 (403 when none of theirs waits).
  // A presenter's file for their own recorded occurrence: one of their uploads, or a new upload (multipart).
  'estudio.recordings': route('estudio.recordings', { access: 'user', response: z.array(myRecordingSchema) }),
  'estudio.attachFile': route('estudio.attachFile', {
    access: 'user',
    params: occurrenceParamsSchema,
    body: occurrenceFileSchema,
    response: occurrenceSchema,
  }),
  'estudio.uploadFile': route('estudio.uploadFile', {
    access: 'user',
    params: occurrenceParamsSchema,
    upload: myRecordingUploadSchema,
    response: occurrenceSchema,
  }),
  'estudio.liveMonitor': route('estudio.liveMonitor', { access: 'user', response: 'file' }),
  // The log of the caller's shows' hours (an admin's: every hour) with the links recorded for them.
  'estudio.log': route('estudio.log', { access: 'user', query: logQuerySchema, response: myLogSchema }),
  // The caller's links still to air and those flagged off the air (to record again): their own, an admin's all.
  'estudio.voiceTracks': route('estudio.voiceTracks', { access: 'user', response: z.array(voiceTrackSchema) }),
  // A link between two log items: the presenter of the hour's show, or an admin (checked on the server).
  'voiceTracks.create': route('voiceTracks.create', {
    access: 'user',
    upload: voiceTrackUploadSchema,
    response: voiceTrackCreatedSchema,
  }),
  'voiceTracks.delete': route('voiceTracks.delete', { access: 'user', params: idParamSchema, response: 'empty' }),
  'voiceTracks.audio': route('voiceTracks.audio', { access: 'user', params: idParamSchema, response: 'file' }),
  'live.connections': route('live.connections', { access: 'admin', response: z.array(liveConnectionSchema) }),
  // An admin cuts a live source (whoever holds the air keeps it otherwise): the list as it is after the cut.
  'live.cut': route('live.cut', { access: 'admin', params: idParamSchema, response: z.array(liveConnectionSchema) }),
  'live.events': route('live.events', { access: 'admin', response: 'file' }),
  'live.graces': route('live.graces', { access: 'admin', response: liveGracesSchema }),
  'live.updateGraces': route('live.updateGraces', {
    access: 'admin',
    body: liveGracesSchema,
    response: liveGracesSchema,
  }),
} as const;
