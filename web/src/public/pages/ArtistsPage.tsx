import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtistDetails } from '../artists/ArtistDetails';
import { ArtistResults } from '../artists/ArtistResults';
import { OnAirArtists } from '../artists/OnAirArtists';
import { ProviderResult } from '../artists/ProviderResult';
import { RecentArtists } from '../artists/RecentArtists';
import { useRecentArtists } from '../artists/recent-artists';
import { SearchField } from '../content-ui/SearchField';

export default function ArtistsPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const remember = useRecentArtists((s) => s.add);

  const select = (name: string) => {
    setSelected(name);
    remember(name);
  };
  // Enter searches; emptying the box clears the results at once (spec §5).
  const change = (value: string) => {
    setInput(value);
    if (!value.trim()) setQuery('');
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('artists.title')}</h1>
        <p className="mt-2 text-gray-700">{t('artists.subtitle')}</p>
      </header>
      <SearchField
        label={t('artists.searchLabel')}
        placeholder={t('artists.searchPlaceholder')}
        value={input}
        onChange={change}
        onEnter={() => setQuery(input.trim())}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {query && <ArtistResults query={query} onSelect={select} />}
          {query && <ProviderResult query={query} onSelect={select} />}
          {selected && <ArtistDetails key={selected} name={selected} />}
        </div>
        <aside className="flex flex-col gap-6">
          <RecentArtists onSelect={select} />
          <OnAirArtists onSelect={select} />
        </aside>
      </div>
    </div>
  );
}
