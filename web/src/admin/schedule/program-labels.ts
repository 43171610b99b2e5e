import type { ScheduleProgram } from '../../../../shared/schemas/programming/station';

/** The schedule editor's names for the programme types. */
export const PROGRAM_TYPE_LABEL: Record<ScheduleProgram['type'], string> = {
  music: 'Música',
  talk: 'Hablado',
  live: 'En directo',
};
