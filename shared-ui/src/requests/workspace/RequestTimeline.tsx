import { requestTimeline, type RequestEvent, type RequestState, type RequestTimelineStep } from '@gia/domain';
import { formatDateTime, useLanguageStore, useT } from '@gia/shared-ui';
import { useWorkspaceStyles } from './styles';
import { useWorkspaceT } from './use-workspace-texts';

const MARK: Record<RequestTimelineStep['status'], string> = { done: '✓', waiting: '', stopped: '✕' };

/**
 * What happened to a request and what is still to come (domain `requestTimeline`): done steps with when
 * and who, a rejection or deletion with its reason and who, and steps not yet reached in grey with the
 * spec's message (never red: not yet is not an error).
 */
export function RequestTimeline({
  state,
  events,
  headingLevel = 2,
  framed = true
}: {
  state: RequestState;
  events: readonly RequestEvent[];
  headingLevel?: 2 | 3;
  /** false: the steps alone, for a dialog that has its own title. */
  framed?: boolean;
}) {
  useWorkspaceStyles();
  const t = useT();
  const w = useWorkspaceT();
  const lang = useLanguageStore((s) => s.lang);
  const steps = requestTimeline(state, events);
  const Heading = `h${headingLevel}` as const;
  const list = (
    <ol className="gia-steps">
      {steps.map((step, i) => {
        const declined = step.label === 'timeline.declined';
        const assigned = step.label === 'timeline.vendorAssigned';
        return (
          <li
            key={`${step.label}-${i}`}
            className={`gia-step-${step.status}${declined ? ' gia-step-declined' : ''}`}
            data-status={step.status}
          >
            <span className="gia-step-mark" aria-hidden="true">
              {MARK[step.status]}
            </span>
            <span className="gia-step-title">
              {t(step.label)}
              <span className="gia-visually-hidden">
                {` (${w(step.status === 'done' ? 'ws.stepDone' : step.status === 'waiting' ? 'ws.stepWaiting' : 'ws.stepStopped')})`}
              </span>
            </span>
            {step.at && (
              <p className="gia-step-line">
                <time dateTime={step.at}>{formatDateTime(step.at, lang)}</time>
                {step.actor_name && ` · ${w(assigned ? 'ws.toVendor' : 'ws.by', { name: step.actor_name })}`}
              </p>
            )}
            {step.reason && <p className="gia-step-reason">{w('ws.reason', { reason: step.reason })}</p>}
            {step.status === 'waiting' && step.missing && <p className="gia-step-line">{t(step.missing)}</p>}
          </li>
        );
      })}
    </ol>
  );
  if (!framed) return list;
  return (
    <section className="gia-panel" aria-labelledby="gia-timeline-heading">
      <Heading id="gia-timeline-heading">{w('ws.timeline')}</Heading>
      {list}
    </section>
  );
}
