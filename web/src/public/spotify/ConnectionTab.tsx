import { zodResolver } from '../../lib/zod-resolver';
import { KeyRound, LogOut, PlugZap } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from '../../stores/toasts';
import { useSpotifyToken } from './token-store';
import { useConnectProvider, useProviderBase } from './useProvider';

/** Required and trimmed; an empty paste is simply ignored (spec §5), so the schema carries no visible message. */
const tokenSchema = z.object({ token: z.string().trim().min(1) });

export function ConnectionTab({ onConnected }: { onConnected(): void }) {
  const { t } = useTranslation();
  const token = useSpotifyToken((s) => s.token);
  const disconnect = useSpotifyToken((s) => s.disconnect);
  const base = useProviderBase();
  const connect = useConnectProvider();
  const form = useForm({ resolver: zodResolver(tokenSchema), defaultValues: { token: '' } });

  const submit = form.handleSubmit(async ({ token: pasted }) => {
    try {
      await connect(pasted);
      form.reset({ token: '' });
      toast({ title: t('spotify.connected'), description: t('spotify.connectedDescription') });
      onConnected();
    } catch (error) {
      console.error('provider connection failed', error);
      toast({ title: t('spotify.connectErrorTitle'), description: t('spotify.connectError'), variant: 'destructive' });
    }
  });

  if (token) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="inline-flex items-center gap-2 font-semibold text-emerald-800">
          <PlugZap aria-hidden="true" className="h-5 w-5" />
          {t('spotify.connectedStatus')}
        </p>
        <button
          type="button"
          onClick={disconnect}
          className="inline-flex items-center gap-2 rounded-md border border-gray-400 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t('spotify.disconnect')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <p className="text-gray-800">{t('spotify.connectIntro')}</p>
      <p className="text-sm text-gray-700">{t('spotify.tokenLifetime')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="spotify-token" className="text-sm font-medium text-gray-900">
          {t('spotify.tokenLabel')}
        </label>
        <input
          id="spotify-token"
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          {...form.register('token')}
          className="w-full rounded-md border border-gray-400 bg-white px-3 py-2 font-mono text-gray-900"
        />
      </div>
      <button
        type="submit"
        disabled={!base || form.formState.isSubmitting}
        className="inline-flex w-fit items-center gap-2 rounded-md bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        {form.formState.isSubmitting ? t('spotify.connecting') : t('spotify.connect')}
      </button>
    </form>
  );
}
