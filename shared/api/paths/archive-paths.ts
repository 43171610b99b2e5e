/** What the station keeps of its air: the recordings, the logger and the podcasts; routes by name. */
export const ARCHIVE_API_PATHS = {
  'recordings.list': 'GET /recordings',
  'recordings.settings': 'GET /recordings/settings',
  'recordings.updateSettings': 'PUT /recordings/settings',
  'recordings.storage': 'GET /recordings/storage',
  'recordings.audio': 'GET /recordings/:id/audio',
  'recordings.peaks': 'GET /recordings/:id/peaks',
  'recordings.delete': 'DELETE /recordings/:id',
  'podcasts.create': 'POST /podcasts',
  'podcasts.update': 'PUT /podcasts/:id',
  'podcasts.delete': 'DELETE /podcasts/:id',
  'podcasts.cover': 'POST /podcasts/:id/cover',
  'podcasts.addEpisode': 'POST /podcasts/:id/episodes',
  'podcasts.deleteEpisode': 'DELETE /podcasts/:id/episodes/:episodeId',
} as const;
