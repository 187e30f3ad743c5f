/** The forms app's own styles (groups of options, the builder's two columns, the summary bars), on top of the portal's sheet. */
const CSS = `
.gia-choices { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--gia-space-1); }
.gia-choices legend { font-weight: 600; padding: 0; margin-bottom: var(--gia-space-1); }
.gia-choice { display: flex; align-items: center; gap: var(--gia-space-2); min-height: var(--gia-tap); }
.gia-choice input { width: 22px; height: 22px; margin: 0; flex: none; }
.gia-field-invalid.gia-choices legend { color: var(--gia-danger); }
.gia-builder { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--gia-space-4); align-items: start; }
@media (min-width: 900px) {
  .gia-builder { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .gia-builder-preview { position: sticky; top: var(--gia-space-4); max-height: calc(100vh - 2 * var(--gia-space-4)); overflow: auto; }
}
.gia-builder .gia-form { max-width: none; }
.gia-field-row { display: flex; align-items: flex-start; gap: var(--gia-space-2); }
.gia-field-row-body { flex: 1; min-width: 0; }
.gia-drag { cursor: grab; touch-action: none; min-width: var(--gia-tap); }
.gia-dragging { opacity: 0.85; box-shadow: 0 4px 16px rgba(0,0,0,0.2); position: relative; z-index: 2; }
.gia-two { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr)); gap: 0 var(--gia-space-3); }
.gia-pages { margin: 0 0 var(--gia-space-2); font-weight: 600; color: var(--gia-muted); }
.gia-honeypot { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
.gia-summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: var(--gia-space-3); list-style: none; padding: 0; margin: 0 0 var(--gia-space-4); }
.gia-summary h3 { font-size: 1rem; margin: 0 0 var(--gia-space-2); }
.gia-bars text { font: 13px var(--gia-font); fill: var(--gia-text); }
.gia-bars rect.gia-bar { fill: var(--gia-primary); }
.gia-bars rect.gia-bar-track { fill: var(--gia-bg); }
.gia-share textarea, .gia-share input { font-family: ui-monospace, monospace; font-size: 0.9rem; }
.gia-answer-list { margin: 0; padding-left: 1.2em; }
.gia-toolbar { display: flex; flex-wrap: wrap; gap: var(--gia-space-3); align-items: center; margin-bottom: var(--gia-space-3); }
.gia-toolbar .gia-search { flex: 1; min-width: min(100%, 240px); }
`;

export function FormsStyles() {
  return <style>{CSS}</style>;
}
