import { zodResolver } from '../../lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { type PlaylistInput, playlistInputSchema } from '../../../../shared/schemas/programming/playlists';
import { FormActions } from '../common/FormActions';
import { cardClass } from '../common/styles';
import { emptyPlaylist } from './playlist-form';
import { PlaylistSettingsFields } from './PlaylistSettingsFields';

interface Props {
  busy: boolean;
  onSubmit(input: PlaylistInput): void;
  onCancel(): void;
}

/** "Nueva lista": the settings only; songs are added in the editor that opens next. */
export function NewPlaylistForm({ busy, onSubmit, onCancel }: Props) {
  const form = useForm({ resolver: zodResolver(playlistInputSchema), defaultValues: emptyPlaylist });
  return (
    <section aria-labelledby="new-playlist-heading" className={cardClass}>
      <h2 id="new-playlist-heading" className="mb-3 font-semibold">
        Nueva lista
      </h2>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <PlaylistSettingsFields form={form} idPrefix="new-playlist" />
        <FormActions busy={busy} submitLabel="Crear lista" onCancel={onCancel} />
      </form>
    </section>
  );
}
