import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type DesktopBridge, type SetupForm, setupFormSchema } from '../../../../shared/schemas/core/desktop';
import { zodResolver } from '../../lib/zod-resolver';

/**
 * The setup form, filled with the desktop's proposals (folder, free ports) once they arrive, and the problem the
 * desktop reports from a previous attempt, if any.
 */
export function useSetupForm(bridge: DesktopBridge | undefined) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SetupForm>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: {
      stationName: '',
      password: '',
      passwordRepeat: '',
      port: 8080,
      rtmpPort: 1935,
      flvPort: 8000,
      dataDir: '',
      importKind: 'new',
      importPath: '',
      openAtLogin: true,
    },
  });
  useEffect(() => {
    void bridge?.setupDefaults().then((defaults) => {
      if (!defaults) return;
      // Only the form's fields: the schema is strict, an extra key would refuse the whole form.
      const { problem: shownProblem, ...fields } = defaults;
      form.reset({ ...form.getValues(), ...fields });
      setProblem(shownProblem);
    });
  }, [bridge, form]);
  return { form, problem };
}
