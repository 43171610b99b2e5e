import { ExternalLink } from 'lucide-react';
import type { PublicStreamingStatus } from '../../../../shared/schemas/broadcast/streaming';
import { CopyField } from '../common/CopyField';
import { cardClass } from '../common/styles';
import { streamUrls } from './stream-urls';

/** 'Configuración' tab: addresses to hand to players and other websites. */
export function ShareLinks({ status }: { status: PublicStreamingStatus }) {
  const urls = streamUrls(status);
  const links = [
    { id: 'pls', label: 'Lista PLS', value: urls.pls, help: 'Para Winamp, VLC y reproductores de escritorio.' },
    { id: 'm3u', label: 'Lista M3U', value: urls.m3u, help: 'Para iTunes, VLC y la mayoría de reproductores.' },
    {
      id: 'player',
      label: 'Reproductor integrado',
      value: urls.player,
      help: 'Una página con el reproductor para insertar en otra web (iframe).',
    },
    ...(urls.flv
      ? [
          {
            id: 'flv',
            label: 'Stream HTTP-FLV',
            value: urls.flv,
            help: 'Audio AAC en FLV, para reproductores compatibles (flv.js, VLC).',
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-4">
      {links.map((link) => (
        <section key={link.id} className={cardClass}>
          <CopyField id={`link-${link.id}`} label={link.label} value={link.value} />
          <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-gray-500">
            {link.help}
            <a
              href={link.value}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-blue-700 hover:underline"
            >
              Abrir
              <ExternalLink aria-hidden className="h-3 w-3" />
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
