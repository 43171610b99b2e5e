import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TIMERS } from '../../../../shared/web-app/ui-settings';
import { copyText } from './copy-text';
import { secondaryButton } from './styles';

/** Copies `text`; shows '¡{label} copiado!' for 2 s (spec) or 'Error al copiar'. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(text);
      setState('copied');
    } catch (error) {
      console.error('Error al copiar', error);
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), TIMERS.copiedMessageMs);
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={copy} className={secondaryButton} aria-label={`Copiar ${label}`}>
        {state === 'copied' ? (
          <Check aria-hidden className="h-4 w-4 text-green-600" />
        ) : (
          <Copy aria-hidden className="h-4 w-4" />
        )}
        Copiar
      </button>
      <span role="status" className={`text-sm ${state === 'failed' ? 'text-red-600' : 'text-green-700'}`}>
        {state === 'copied' && `¡${label} copiado!`}
        {state === 'failed' && 'Error al copiar'}
      </span>
    </span>
  );
}
