import { useState } from 'react';
import { labelClass } from '../../../admin/common/styles';
import type { StudioGraph } from './studio-graph';

/** A file's player: the element the graph made, with the browser's own controls. */
function FilePlayer({ name, audio }: { name: string; audio: HTMLAudioElement }) {
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="w-48 truncate text-sm">{name}</span>
      <span
        ref={(holder) => {
          if (holder && audio.parentElement !== holder) {
            audio.controls = true;
            audio.setAttribute('aria-label', `Reproducir ${name}`);
            holder.appendChild(audio);
          }
        }}
      />
    </li>
  );
}

/** Music from the presenter's computer, mixed with the microphone into what goes on air. */
export function MusicFiles({ graph }: { graph: () => StudioGraph }) {
  const [files, setFiles] = useState<Array<{ key: string; name: string; audio: HTMLAudioElement }>>([]);
  return (
    <div className="space-y-2">
      <label className={labelClass} htmlFor="studio-music">
        Música de tu ordenador
      </label>
      <input
        id="studio-music"
        type="file"
        accept="audio/*"
        multiple
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          const added = chosen.map((file) => ({
            key: `${file.name}-${file.lastModified}-${Math.random()}`,
            name: file.name,
            audio: graph().addFile(file),
          }));
          setFiles((before) => [...before, ...added]);
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="space-y-1">
          {files.map((file) => (
            <FilePlayer key={file.key} name={file.name} audio={file.audio} />
          ))}
        </ul>
      )}
    </div>
  );
}
