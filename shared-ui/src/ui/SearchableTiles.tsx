import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { EmptyState, Tile, TileGrid } from './bits';
import { Button } from './Button';
import { SearchBox } from './SearchBox';

export interface TileLink {
  to: string;
  label: string;
  /** A second line, e.g. how many requests are behind the tile. */
  detail?: string;
}

/** A home screen's tiles under a search box that narrows them by name as the person types. */
export function SearchableTiles({ tiles }: { tiles: readonly TileLink[] }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = words ? tiles.filter((tile) => tile.label.toLowerCase().includes(words)) : tiles;
  return (
    <>
      <SearchBox value={search} onChange={setSearch} label={t('home.searchPlaceholder')} />
      {shown.length > 0 ? (
        <TileGrid>
          {shown.map((tile) => (
            <Tile key={`${tile.to} ${tile.label}`} to={tile.to} label={tile.label} detail={tile.detail} />
          ))}
        </TileGrid>
      ) : (
        <EmptyState
          text={t('common.noData')}
          action={
            <Button variant="secondary" onClick={() => setSearch('')}>
              {t('common.clearSearch')}
            </Button>
          }
        />
      )}
    </>
  );
}
