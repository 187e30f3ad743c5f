import { useStyleSheet } from '../staff/use-style-sheet';

/** Versioned: two remotes built with different library versions each find their own rules. */
const STYLE_ID = 'gia-workspace-styles-1';

/**
 * The library's styles (status badges, timeline, request page, table extras). They ship with the library,
 * so a remote draws with the styles it was built with. Colours pass WCAG AA (4.5:1) on their backgrounds.
 */
const WORKSPACE_CSS = `
.gia-state { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; font-size: 0.875rem; font-weight: 700; line-height: 1.5; white-space: nowrap; border: 1px solid currentColor; }
.gia-state::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: currentColor; flex: none; }
.gia-state-pending { background: #fff3d6; color: #6b4500; }
.gia-state-info { background: #e3effa; color: #083a66; }
.gia-state-progress { background: #efe7fb; color: #4a2a85; }
.gia-state-success { background: #e2f3e6; color: #17572a; }
.gia-state-danger { background: #fbe4e2; color: #8c1d16; }
.gia-state-waiting { background: #dff3f3; color: #0b5353; }
.gia-state-muted { background: #eceff3; color: #3d4753; }
.gia-steps { list-style: none; margin: 0; padding: 0; }
.gia-steps > li { position: relative; padding: 0 0 var(--gia-space-4) 36px; }
.gia-steps > li::before { content: ""; position: absolute; left: 11px; top: 24px; bottom: 0; border-left: 2px solid var(--gia-border); }
.gia-steps > li:last-child::before { display: none; }
.gia-step-mark { position: absolute; left: 0; top: 0; width: 24px; height: 24px; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: 0.8rem; font-weight: 800; }
.gia-step-done .gia-step-mark { background: #1e6b34; color: #fff; }
.gia-step-waiting .gia-step-mark { background: #fff; border: 2px dashed #7a8594; color: #55606e; }
.gia-step-stopped .gia-step-mark { background: #b3261e; color: #fff; }
.gia-step-title { font-weight: 700; display: block; }
.gia-step-waiting .gia-step-title { color: #55606e; font-weight: 600; }
.gia-step-line { margin: 0; color: #55606e; }
.gia-step-reason { margin: var(--gia-space-1) 0 0; padding: var(--gia-space-1) var(--gia-space-2); border-left: 3px solid #b3261e; background: #fbe4e2; color: #5c130e; }
.gia-step-done .gia-step-reason { border-left-color: #0b5353; background: #dff3f3; color: #0b3b3b; }
.gia-step-declined .gia-step-reason { border-left-color: #8a5a00; background: #fff3d6; color: #4d3200; }
.gia-request-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-2) var(--gia-space-3); margin-bottom: var(--gia-space-4); }
.gia-reference { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 700; font-size: 1.05rem; letter-spacing: 0.02em; }
.gia-request-grid { display: grid; gap: var(--gia-space-4); grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .gia-request-grid { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
.gia-panel { background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-4); min-width: 0; }
.gia-panel > h2 { font-size: 1.1rem; }
.gia-facts { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--gia-space-2); }
.gia-facts > div { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: var(--gia-space-2); border-bottom: 1px solid #e4e8ee; padding-bottom: var(--gia-space-1); }
.gia-facts dt { font-weight: 600; color: #3d4753; }
.gia-facts dd { margin: 0; overflow-wrap: break-word; word-break: normal; }
.gia-list-tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-2) var(--gia-space-3); margin: var(--gia-space-2) 0 var(--gia-space-3); }
.gia-list-count { margin: 0; color: #3d4753; font-weight: 600; }
.gia-list-note { margin: 0 0 var(--gia-space-3); color: #3d4753; }
.gia-ref-link { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 700; white-space: nowrap; min-height: var(--gia-tap); display: inline-flex; align-items: center; }
/* A button in a table keeps its word whole (the page's overflow-wrap: anywhere split 'View' beside a reference). */
td .gia-button { overflow-wrap: normal; }
.gia-who { display: flex; flex-direction: column; min-width: 0; }
.gia-who small { color: #3d4753; overflow-wrap: anywhere; }
.gia-select { width: 22px; height: 22px; }
.gia-tile-count { display: block; font-size: 0.9rem; font-weight: 600; opacity: 0.9; }
`;

export function useWorkspaceStyles(): void {
  useStyleSheet(STYLE_ID, WORKSPACE_CSS);
}
