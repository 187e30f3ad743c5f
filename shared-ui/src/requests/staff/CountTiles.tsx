import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, SearchBox, useT } from '@gia/shared-ui';
import { countsByKind, useRequestCounts } from '../api/get-request-counts';
import type { RequestCount } from '../api/types';
import { useStyleSheet } from './use-style-sheet';

export interface CountTile {
  to: string;
  label: string;
  /** The catalogue key whose count the tile shows; none for a tile that is not a kind. */
  kind?: string;
}

const CSS = `
.gia-tile-count { font-weight: 400; font-size: 0.9rem; color: var(--gia-muted); }
.gia-tile-count.gia-tile-open { color: var(--gia-primary); font-weight: 600; }
`;

function Tile({ tile, count, failed }: { tile: CountTile; count: RequestCount | undefined; failed: boolean }) {
  const t = useT();
  const id = useId();
  const text =
    tile.kind === undefined
      ? null
      : failed
        ? t('tiles.countFailed')
        : count
          ? t('tiles.count', { total: count.total, open: count.open })
          : null;
  return (
    <li>
      <Link className="gia-tile" to={tile.to} aria-describedby={text ? id : undefined}>
        <span>{tile.label}</span>
        {text && (
          <span
            id={id}
            aria-hidden="true"
            className={`gia-tile-count${count && count.open > 0 ? ' gia-tile-open' : ''}`}
          >
            {text}
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * A hub's tiles under a search box that narrows them by name; each kind's tile says how many requests
 * are behind it and how many are open (GET /api/v1/global/requestCounts). The count is the link's
 * description, so the link's name stays the tile's name.
 */
export function CountTiles({ tiles }: { tiles: readonly CountTile[] }) {
  useStyleSheet('gia-count-tiles', CSS);
  const t = useT();
  const counts = useRequestCounts();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = words ? tiles.filter((tile) => tile.label.toLowerCase().includes(words)) : tiles;
  const byKind = countsByKind(counts.data);
  return (
    <>
      <SearchBox value={search} onChange={setSearch} label={t('home.searchPlaceholder')} />
      {shown.length > 0 ? (
        <ul className="gia-tiles">
          {shown.map((tile) => (
            <Tile
              key={`${tile.to} ${tile.label}`}
              tile={tile}
              count={tile.kind ? byKind.get(tile.kind) : undefined}
              failed={counts.isError}
            />
          ))}
        </ul>
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
