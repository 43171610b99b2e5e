import civilWar from './civil-war.svg';
import memorial from './memorial.svg';
import present from './present.svg';
import railway from './railway.svg';
import town from './town.svg';

/** The history page, in reading order; texts come from the "history" namespace (history.json, loaded with the page) under sections.<key>. */
export const HISTORY_SECTIONS = [
  { key: 'town', image: town },
  { key: 'railway', image: railway },
  { key: 'civilWar', image: civilWar },
  { key: 'memorial', image: memorial },
  { key: 'present', image: present },
] as const;
