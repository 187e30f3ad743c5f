import { useId } from 'react';
import { calendarDateText, serviceByKey, serviceText, type Language } from '@gia/domain';
import { Button, EmptyState, errorMessage, Spinner, useLanguageStore, useT, type Translate } from '@gia/shared-ui';
import { useStyleSheet } from '@gia/shared-ui/requests';
import { useWeeklyStats, type WeeklyStats } from '../api/get-weekly-stats';

const CSS = `
.gia-charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr)); gap: var(--gia-space-4); margin: var(--gia-space-5) 0; }
.gia-chart { margin: 0; background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-3); min-width: 0; }
.gia-chart h3 { font-size: 1rem; margin: 0 0 var(--gia-space-1); }
.gia-chart p { margin: 0 0 var(--gia-space-2); color: var(--gia-muted); }
.gia-chart svg { display: block; width: 100%; height: auto; }
.gia-chart text { font-family: var(--gia-font); fill: var(--gia-text); }
.gia-chart .gia-axis { stroke: var(--gia-border); }
.gia-chart .gia-s1 { fill: var(--gia-primary); } .gia-chart .gia-s2 { fill: var(--gia-success); } .gia-chart .gia-s3 { fill: var(--gia-danger); }
.gia-legend { list-style: none; display: flex; flex-wrap: wrap; gap: var(--gia-space-3); margin: var(--gia-space-2) 0 0; padding: 0; }
.gia-legend li { display: inline-flex; align-items: center; gap: var(--gia-space-1); }
.gia-swatch { width: 14px; height: 14px; border-radius: 3px; display: inline-block; }
.gia-swatch.gia-s1 { background: var(--gia-primary); } .gia-swatch.gia-s2 { background: var(--gia-success); } .gia-swatch.gia-s3 { background: var(--gia-danger); }
.gia-chart details { margin-top: var(--gia-space-2); }
.gia-chart summary { min-height: var(--gia-tap); display: flex; align-items: center; color: var(--gia-primary); font-weight: 600; cursor: pointer; }
`;

/** "2 Nov" for a week that starts on 2026-11-02 (dates of the India calendar, so no time zone shift). */
const weekLabel = (day: string, lang: Language): string => calendarDateText(day, lang, false) ?? day;

/** A round, even top for the value axis (2, 4, 10, 20, 40, 100...), so its middle line is a whole number too. */
function niceMax(n: number): number {
  if (n <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 4, 10].map((m) => m * power).find((m) => m >= n && m % 2 === 0) ?? 10 * power;
}

const W = 360;
const H = 200;
const PAD = { left: 30, right: 6, top: 10, bottom: 26 };

function Legend({ items }: { items: { className: string; label: string }[] }) {
  return (
    <ul className="gia-legend">
      {items.map((i) => (
        <li key={i.className}>
          <span className={`gia-swatch ${i.className}`} aria-hidden="true" />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

/** Submitted and completed per week, side by side, for the weeks the server answered (12). */
function WeeklyChart({ weeks, t, lang }: { weeks: WeeklyStats['weeks']; t: Translate; lang: Language }) {
  const titleId = useId();
  const submitted = weeks.reduce((s, w) => s + w.submitted, 0);
  const completed = weeks.reduce((s, w) => s + w.completed, 0);
  const summary = t('chart.weeklySummary', { submitted, completed });
  const top = niceMax(Math.max(0, ...weeks.flatMap((w) => [w.submitted, w.completed])));
  // Room for the longest value of the axis: "500000" needs twice the room of "40".
  const left = Math.max(PAD.left, String(top).length * 7 + 6);
  const plotW = W - left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, weeks.length);
  const bar = Math.max(2, slot * 0.36);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  return (
    <figure className="gia-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('chart.weekly')}</h3>
      <p>{summary}</p>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line className="gia-axis" x1={left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={left - 4} y={y(v) + 4} fontSize="11" textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = left + i * slot + (slot - 2 * bar) / 2;
          return (
            <g key={w.week_start}>
              <rect className="gia-s1" x={x} y={y(w.submitted)} width={bar} height={y(0) - y(w.submitted)} />
              <rect className="gia-s2" x={x + bar} y={y(w.completed)} width={bar} height={y(0) - y(w.completed)} />
              {i % 2 === weeks.length % 2 && (
                <text x={x + bar} y={H - 8} fontSize="11" textAnchor="middle">
                  {weekLabel(w.week_start, lang)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Legend
        items={[
          { className: 'gia-s1', label: t('chart.submitted') },
          { className: 'gia-s2', label: t('chart.completed') }
        ]}
      />
      <details>
        <summary>{t('chart.asTable')}</summary>
        <table className="gia-table">
          <caption className="gia-visually-hidden">{t('chart.weekly')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.week')}</th>
              <th scope="col">{t('chart.submitted')}</th>
              <th scope="col">{t('chart.completed')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <th scope="row">{weekLabel(w.week_start, lang)}</th>
                <td>{w.submitted}</td>
                <td>{w.completed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Per kind with something pending or overdue: two bars, pending above overdue, each with its number. */
function KindsChart({ kinds, t }: { kinds: WeeklyStats['kinds']; t: Translate }) {
  const titleId = useId();
  const rows = kinds
    .filter((k) => (k.pending > 0 || k.overdue > 0) && serviceByKey(k.kind))
    .sort((a, b) => b.overdue - a.overdue || b.pending - a.pending);
  const pending = rows.reduce((s, k) => s + k.pending, 0);
  const overdue = rows.reduce((s, k) => s + k.overdue, 0);
  const summary = t('chart.perKindSummary', { pending, overdue });
  const top = Math.max(1, ...rows.flatMap((k) => [k.pending, k.overdue]));
  const name = (key: string) => {
    const kind = serviceByKey(key);
    return kind ? t(serviceText(kind, 'name')) : key;
  };
  const ROW = 44;
  const height = rows.length * ROW + 4;
  const width = (v: number) => (v / top) * (W - 40);
  return (
    <figure className="gia-chart" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('chart.perKind')}</h3>
      <p>{rows.length ? summary : t('chart.nothingOpen')}</p>
      {rows.length > 0 && (
        <>
          <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={summary}>
            {rows.map((k, i) => (
              <g key={k.kind} transform={`translate(0 ${i * ROW})`}>
                <text x={0} y={12} fontSize="12">
                  {name(k.kind)}
                </text>
                <rect className="gia-s1" x={0} y={16} width={width(k.pending)} height={10} />
                <text x={width(k.pending) + 4} y={25} fontSize="11">
                  {k.pending}
                </text>
                <rect className="gia-s3" x={0} y={28} width={width(k.overdue)} height={10} />
                <text x={width(k.overdue) + 4} y={37} fontSize="11">
                  {k.overdue}
                </text>
              </g>
            ))}
          </svg>
          <Legend
            items={[
              { className: 'gia-s1', label: t('chart.pending') },
              { className: 'gia-s3', label: t('chart.overdue') }
            ]}
          />
          <details>
            <summary>{t('chart.asTable')}</summary>
            <table className="gia-table">
              <caption className="gia-visually-hidden">{t('chart.perKind')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('queue.kind')}</th>
                  <th scope="col">{t('chart.pending')}</th>
                  <th scope="col">{t('chart.overdue')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((k) => (
                  <tr key={k.kind}>
                    <th scope="row">{name(k.kind)}</th>
                    <td>{k.pending}</td>
                    <td>{k.overdue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

/**
 * The admin home's two small charts, drawn as plain SVG (no chart library), each with its numbers as a
 * table. This module is loaded only by the admin home.
 */
export default function AdminCharts() {
  useStyleSheet('gia-admin-charts', CSS);
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const stats = useWeeklyStats();
  if (stats.isPending) return <Spinner />;
  if (stats.isError) {
    return (
      <EmptyState
        text={t('chart.loadFailed', { reason: errorMessage(stats.error, t('error.unexpected')) })}
        action={<Button onClick={() => void stats.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <div className="gia-charts">
      <WeeklyChart weeks={stats.data.weeks} t={t} lang={lang} />
      <KindsChart kinds={stats.data.kinds} t={t} />
    </div>
  );
}
