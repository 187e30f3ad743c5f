import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: Tone }) {
  return <span className={`gia-badge gia-badge-${tone}`}>{label}</span>;
}

/** A busy indicator that screen readers announce as 'Loading...'. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <span className="gia-spinner-wrap" role="status">
      <span className="gia-spinner" aria-hidden="true" />
      <span className="gia-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="gia-empty">
      <p>{text}</p>
      {action}
    </div>
  );
}

export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className="gia-tiles">{children}</ul>;
}

/** A large tap target that opens a screen. */
export function Tile({ to, label, icon, detail }: { to: string; label: string; icon?: ReactNode; detail?: string }) {
  const detailId = useId();
  // The tile is named by its label alone; the detail (e.g. how many requests) is its description.
  return (
    <li>
      <Link
        className="gia-tile"
        to={to}
        aria-label={detail ? label : undefined}
        aria-describedby={detail ? detailId : undefined}
      >
        {icon && (
          <span className="gia-tile-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span>
          {label}
          {detail && (
            <span className="gia-tile-detail" id={detailId}>
              {detail}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
