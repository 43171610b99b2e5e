import { catalogue } from '../../catalogue/catalogue';

/** This language's catalogue in one chunk: every section file of this folder but the lazy namespaces (i18n/index.ts). */
export default catalogue(
  import.meta.glob(
    [
      './*.json',
      '!./shows.json',
      '!./schedule.json',
      '!./heard.json',
      '!./history.json',
      '!./embed.json',
      '!./offline.json',
      '!./requests.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
);
