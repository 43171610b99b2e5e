import { useRef, useState } from 'react';
import { secondaryButton } from '../../../admin/common/styles';

/** What is on air, as listeners hear it (the station's /stream), a few seconds late: with headphones. */
export function Talkback() {
  const audio = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={secondaryButton}
        aria-pressed={on}
        onClick={() => {
          const element = audio.current;
          if (!element) return;
          if (on) {
            element.pause();
            element.removeAttribute('src');
            element.load();
          } else {
            element.src = '/stream';
            void element.play();
          }
          setOn(!on);
        }}
      >
        {on ? 'Dejar de escuchar la emisión' : 'Escuchar la emisión'}
      </button>
      <span className="text-sm text-gray-600">Retorno de lo que suena en antena: usa auriculares.</span>
      {/* biome-ignore lint/a11y/useMediaCaption: a radio stream has no captions */}
      <audio ref={audio} preload="none" />
    </div>
  );
}
