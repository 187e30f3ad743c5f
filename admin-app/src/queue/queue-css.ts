/** The queue's own looks: the selection bar, the page's check box, the per-request results. */
export const QUEUE_CSS = `
.gia-check { width: 22px; height: 22px; margin: 0; accent-color: var(--gia-primary); }
.gia-check-label { display: inline-flex; align-items: center; gap: var(--gia-space-2); min-height: var(--gia-tap); font-weight: 600; }
.gia-queue-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--gia-space-2); }
.gia-queue-head p { margin: 0; color: var(--gia-muted); }
.gia-bulk { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-2); padding: var(--gia-space-2) var(--gia-space-3); margin-bottom: var(--gia-space-3); background: #e8f0f8; border: 1px solid var(--gia-primary); border-radius: var(--gia-radius); }
.gia-bulk strong { margin-right: auto; }
.gia-bulk-results { margin-bottom: var(--gia-space-3); padding: var(--gia-space-2) var(--gia-space-3); background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); }
.gia-bulk-results p { margin: 0; font-weight: 600; }
.gia-bulk-results ul { margin: var(--gia-space-1) 0 0; padding-left: var(--gia-space-4); }
.gia-bulk-results .gia-result-ok { color: var(--gia-success); }
.gia-bulk-results .gia-result-failed { color: var(--gia-danger); font-weight: 600; }
/* The queue's nine columns need the width of a laptop screen: its page may be wider than the others. */
.gia-main:has(.gia-queue-table) { max-width: 1280px; }
/* Words wrap whole (the page's 'anywhere' would let a narrow column split "Submitted" mid-word); only an email may break. */
.gia-queue-table th, .gia-queue-table td { overflow-wrap: normal; }
.gia-queue-table .gia-who small { overflow-wrap: anywhere; }
`;
