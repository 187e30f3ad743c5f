import { useId } from 'react';
import type { FieldSummary } from '@gia/domain';
import { useT } from '@gia/shared-ui';

const WIDTH = 300;
const ROW = 38;

/** Counts per option as horizontal bars (plain SVG), labelled for screen readers with every count. */
export function OptionBars({ summary }: { summary: FieldSummary }) {
  const t = useT();
  const id = useId();
  const counts = summary.counts ?? [];
  const most = Math.max(1, ...counts.map((c) => c.count));
  const words = counts.map((c) => t('forms.summaryOption', { option: c.option, count: c.count })).join(', ');
  return (
    <svg
      className="gia-bars"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${counts.length * ROW}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
      style={{ maxWidth: 480 }}
    >
      <title id={`${id}-title`}>{t('forms.summaryChart', { label: summary.label })}</title>
      <desc id={`${id}-desc`}>{words}</desc>
      {counts.map((c, i) => (
        <g key={c.option} transform={`translate(0, ${i * ROW})`}>
          <text x={0} y={14}>{`${c.option}: ${c.count}`}</text>
          <rect className="gia-bar-track" x={0} y={20} width={WIDTH} height={12} rx={3} />
          <rect
            className="gia-bar"
            x={0}
            y={20}
            width={(c.count / most) * WIDTH}
            height={12}
            rx={3}
            data-count={c.count}
          />
        </g>
      ))}
    </svg>
  );
}

/** One field's summary: bars for options, lowest / average / highest for numbers, and how many answered. */
export function FieldSummaryCard({
  summary,
  total,
  formatNumber
}: {
  summary: FieldSummary;
  total: number;
  formatNumber(n: number): string;
}) {
  const t = useT();
  return (
    <li className="gia-card-panel">
      <h3>{summary.label}</h3>
      <p className="gia-hint">{t('forms.summaryAnswered', { n: summary.answered, total })}</p>
      {summary.counts && summary.counts.length > 0 && <OptionBars summary={summary} />}
      {summary.mean !== undefined && (
        <p style={{ margin: '8px 0 0' }}>
          {t('forms.summaryNumbers', {
            min: formatNumber(summary.min ?? 0),
            mean: formatNumber(summary.mean),
            max: formatNumber(summary.max ?? 0)
          })}
        </p>
      )}
    </li>
  );
}
