import type { ReactNode } from 'react';
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
export function Tile({ to, label, icon }: { to: string; label: string; icon?: ReactNode }) {
  return (
    <li>
      <Link className="gia-tile" to={to}>
        {icon && <span className="gia-tile-icon" aria-hidden="true">{icon}</span>}
        <span>{label}</span>
      </Link>
    </li>
  );
}
