import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LEVEL_METER } from '../../../../../shared/web-app/ui-settings';
import { IDLE_PERCENT, useLevelMeter } from './use-level-meter';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

const BAR_KEYS = Array.from({ length: LEVEL_METER.bars }, (_, i) => `bar-${i}`);

/** 14-bar level meter: lively while playing, collapsed and dimmed otherwise. */
export function LevelMeter() {
  const { t } = useTranslation();
  const bars = useRef<Array<HTMLSpanElement | null>>([]);
  const reduced = useReducedMotion();
  const mode = useLevelMeter(bars, reduced);
  return (
    <div
      role="img"
      aria-label={mode === 'idle' ? t('home.nowPlaying.meterIdle') : t('home.nowPlaying.meterActive')}
      className={`flex h-16 items-end gap-1 ${mode === 'idle' ? 'opacity-40' : ''}`}
      data-testid="level-meter"
      data-mode={mode}
    >
      {BAR_KEYS.map((key, i) => (
        <span
          key={key}
          ref={(el) => {
            bars.current[i] = el;
          }}
          className={`w-2 flex-1 rounded-t bg-gradient-to-t from-green-600 via-yellow-400 to-red-600 ${reduced || mode === 'analyser' ? '' : 'transition-[height] duration-300'}`}
          style={{ height: `${IDLE_PERCENT}%` }}
        />
      ))}
    </div>
  );
}
