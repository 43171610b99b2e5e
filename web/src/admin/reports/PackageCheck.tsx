import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiUrl, errorMessage } from '../../lib/api';
import { apiAnswer } from '../../lib/api-answer';
import { toast } from '../../stores/toasts';
import { inputClass, labelClass } from '../common/styles';

/** "Comprobar un paquete": the station checks an inspection package's signature and every file's fingerprint. */
export function PackageCheck() {
  const check = useMutation({
    mutationFn: async (file: File) => {
      // The ZIP goes as the body itself, not as a form: the server streams it to a temp file.
      const res = await fetch(apiUrl('reports.verifyPackage'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/zip' },
        body: file,
      });
      const text = await res.text();
      if (!res.ok) throw await ApiRequestError.of(res.status, text);
      return apiAnswer('reports.verifyPackage', text);
    },
    onError: (error) => toast({ title: errorMessage(error, (error as Error).message), variant: 'destructive' }),
  });

  return (
    <div className="space-y-2">
      <label className={labelClass}>
        Comprobar un paquete
        <input
          type="file"
          accept=".zip,application/zip"
          className={inputClass}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) check.mutate(file);
          }}
        />
      </label>
      {check.data && (
        <div role="status" className={check.data.valid ? 'text-green-800' : 'text-red-700'}>
          <p className="font-semibold">
            {check.data.valid
              ? `Válido: firmado por esta emisora y sin cambios (${check.data.manifest?.files.length ?? 0} archivos).`
              : 'No válido.'}
          </p>
          <ul className="list-disc pl-5 text-sm">
            {check.data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
