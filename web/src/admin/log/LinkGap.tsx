import { useQueryClient } from '@tanstack/react-query';
import type { LogItem } from '../../../../shared/schemas/music/log';
import type { VoiceTrack } from '../../../../shared/schemas/music/voice-track';
import { apiScope } from '../../lib/api';
import { SavedLink } from '../../presenter-area/voice/HourLog';
import { LinkRecorder } from '../../presenter-area/voice/LinkRecorder';

const HOUR = 3_600_000;

/**
 * The gap after a log item: the voice tracks recorded there (each with its state, and why a flagged one will not
 * air), or, between two items still to come, the presenter's recorder to record one.
 */
export function LinkGap({
  item,
  next,
  links,
  now,
}: {
  item: LogItem;
  next: LogItem | undefined;
  links: readonly VoiceTrack[];
  now: number;
}) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiScope('log') });
  const ready = links.some((l) => l.status !== 'flagged');
  const recordable = next !== undefined && !ready && Date.parse(next.start) > now && item.audioUrl && next.audioUrl;
  if (links.length === 0 && !recordable) return null;
  return (
    <li
      className="space-y-2 py-2 pr-3 pl-12"
      aria-label={
        next
          ? `Entre «${item.title}» y «${next.title}» de las ${new Date(next.start).toLocaleTimeString('es', { timeStyle: 'medium' })}`
          : `Después de «${item.title}»`
      }
    >
      {links.map((link) => (
        <SavedLink key={link.id} link={link} onChange={refresh} />
      ))}
      {recordable && (
        <LinkRecorder
          before={item}
          after={next}
          hourStart={new Date(Math.floor(Date.parse(item.start) / HOUR) * HOUR).toISOString()}
          onSaved={refresh}
        />
      )}
    </li>
  );
}
