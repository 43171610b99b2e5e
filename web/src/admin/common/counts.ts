import { plural } from '../../../../shared/plural';

/** "1 canción", "12 canciones": the count the library, the pickers and the lists all show. */
export const songCount = (count: number) => plural(count, { one: '# canción', other: '# canciones' });
