import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { ScheduleProgramInput, scheduleProgramInputSchema } from '../../../../shared/schemas/programming/station';

/** The programme form's control, as the fields that need a Controller receive it. */
export type ProgramFormControl = Control<z.input<typeof scheduleProgramInputSchema>, unknown, ScheduleProgramInput>;
