import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrowserStudioMessage } from '../../../../../shared/schemas/broadcast/browser-studio';
import { createStudioGraph, type StudioGraph } from './studio-graph';
import { openStudioLink } from './studio-link';
import type { StudioPhase } from './studio-state';

const phaseOf = (message: BrowserStudioMessage): StudioPhase =>
  message.type === 'state'
    ? {
        kind: message.mode,
        showName: message.showName,
        until: message.until,
        clockOffsetMs: message.now - Date.now(),
      }
    : { kind: message.type, reason: message.reason };

/** The browser studio's sound graph, microphones and connection to the station, for one page. */
export function useBrowserStudio() {
  const graph = useRef<StudioGraph | null>(null);
  const link = useRef<{ close(): void } | null>(null);
  const [phase, setPhase] = useState<StudioPhase>({ kind: 'idle' });
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [micError, setMicError] = useState<string | null>(null);
  const [micOn, setMicOn] = useState(false);

  const ensureGraph = () => {
    graph.current ??= createStudioGraph();
    return graph.current;
  };

  const chooseMicrophone = useCallback(async (id: string | null) => {
    try {
      await ensureGraph().useMicrophone(id);
      setDeviceId(id);
      setMicOn(true);
      setMicError(null);
      // Labels are only given once the page may use a microphone.
      const all = await navigator.mediaDevices.enumerateDevices();
      setDevices(all.filter((d) => d.kind === 'audioinput'));
    } catch (error) {
      setMicError(`No se ha podido abrir el micrófono (${(error as Error).name}).`);
    }
  }, []);

  const goLive = useCallback(async () => {
    if (!micOn) await chooseMicrophone(deviceId);
    const studio = ensureGraph();
    link.current?.close();
    setPhase({ kind: 'connecting' });
    link.current = openStudioLink(studio.stream, {
      onMessage: (message) => setPhase(phaseOf(message)),
      onClose: (cleanly) => {
        link.current = null;
        if (!cleanly) setPhase({ kind: 'lost' });
      },
    });
  }, [chooseMicrophone, deviceId, micOn]);

  const stop = useCallback(() => {
    link.current?.close();
    link.current = null;
    setPhase({ kind: 'idle' });
  }, []);

  useEffect(
    () => () => {
      link.current?.close();
      graph.current?.close();
    },
    [],
  );

  return { phase, devices, deviceId, micOn, micError, graph, chooseMicrophone, goLive, stop };
}
