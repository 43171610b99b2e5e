import { catalogue } from '../../resources';

/** This language's catalogue in one chunk: every section file of this folder. */
export default catalogue(import.meta.glob('./*.json', { eager: true, import: 'default' }));
