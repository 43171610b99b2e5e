/** The song a presenter's encoder says is playing (updinfo, Ogg comments, Shoutcast), as the rotation's are told. */
export interface LiveSong {
  artist: string;
  title: string;
}

/** "Artist - Title", or the title alone: how players, relays and the music template show a song. */
export const songText = (song: LiveSong): string => (song.artist ? `${song.artist} - ${song.title}` : song.title);

/** A song sent in one field (`song=`, a Shoutcast title): "Artist - Title" when it reads so, else a title. */
export function songOf(text: string): LiveSong {
  const at = text.indexOf(' - ');
  return at > 0
    ? { artist: text.slice(0, at).trim(), title: text.slice(at + 3).trim() }
    : { artist: '', title: text.trim() };
}
