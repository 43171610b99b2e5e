import { useCallback, useEffect, useRef, useState } from 'react';

/** The browser's microphone through MediaRecorder: start, stop, and the take as a Blob once stopped. */
export function useMicRecorder() {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const stopTracks = () => {
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
  };
  useEffect(() => stopTracks, []);

  const start = useCallback(async (onTake: (take: Blob) => void) => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const rec = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      rec.ondataavailable = (event) => chunks.push(event.data);
      rec.onstop = () => {
        stopTracks();
        setRecording(false);
        onTake(new Blob(chunks, { type: rec.mimeType }));
      };
      recorder.current = rec;
      rec.start();
      setRecording(true);
    } catch {
      setError('No se pudo abrir el micrófono: revisa el permiso del navegador.');
    }
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { start, stop, recording, error };
}
