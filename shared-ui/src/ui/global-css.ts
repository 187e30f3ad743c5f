/** The portal's whole stylesheet: phone first (360px and up), no sideways scrolling, visible focus. */
export const GLOBAL_CSS = `
:root {
  --gia-primary: #0b4f8a; --gia-primary-dark: #083a66; --gia-accent: #f2a900;
  --gia-text: #1c2430; --gia-muted: #55606e; --gia-bg: #f5f7fa; --gia-surface: #fff; --gia-border: #c9d1db;
  --gia-danger: #b3261e; --gia-success: #1e6b34; --gia-warning: #8a5a00; --gia-info: #0b4f8a;
  --gia-space-1: 4px; --gia-space-2: 8px; --gia-space-3: 12px; --gia-space-4: 16px; --gia-space-5: 24px; --gia-space-6: 32px;
  --gia-radius: 8px; --gia-tap: 44px; --gia-bar-height: 56px;
  --gia-font: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: var(--gia-font); font-size: 16px; line-height: 1.5; color: var(--gia-text); background: var(--gia-bg); overflow-wrap: anywhere; }
img, svg, video { max-width: 100%; height: auto; }
h1 { font-size: 1.5rem; margin: 0; line-height: 1.25; }
h2 { font-size: 1.2rem; margin: 0 0 var(--gia-space-3); }
a { color: var(--gia-primary); }
:focus-visible { outline: 3px solid var(--gia-accent); outline-offset: 2px; }
.gia-skip { position: absolute; left: var(--gia-space-2); top: -100px; z-index: 70; padding: var(--gia-space-2) var(--gia-space-4); background: var(--gia-surface); color: var(--gia-primary); font-weight: 700; border-radius: var(--gia-radius); }
.gia-skip:focus { top: var(--gia-space-2); }
.gia-main:focus, h1[tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
.gia-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }

.gia-page { min-height: 100vh; display: flex; flex-direction: column; }
.gia-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--gia-space-2); padding: var(--gia-space-2) var(--gia-space-4); background: var(--gia-primary); color: #fff; }
.gia-brand { color: #fff; font-weight: 800; font-size: 1.4rem; letter-spacing: 0.06em; text-decoration: none; min-height: var(--gia-tap); display: inline-flex; align-items: center; }
.gia-header-tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-2); min-width: 0; }
.gia-bell-space { display: inline-block; width: var(--gia-tap); height: var(--gia-tap); }
.gia-header .gia-button-secondary { background: transparent; color: #fff; border-color: #fff; }
.gia-header .gia-overlay, .gia-header .gia-dialog { color: var(--gia-text); font-weight: 400; }
.gia-header .gia-dialog .gia-button-secondary { background: var(--gia-surface); color: var(--gia-primary); border-color: var(--gia-primary); }
.gia-header .gia-dialog .gia-button-link { color: var(--gia-primary-dark); }
.gia-header .gia-button-link { color: #fff; }
.gia-header-link { color: #fff; min-height: var(--gia-tap); display: inline-flex; align-items: center; }
.gia-user-name { font-weight: 600; max-width: 12em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gia-lang select { min-height: 36px; border-radius: var(--gia-radius); border: 1px solid var(--gia-border); padding: 0 var(--gia-space-2); font: inherit; max-width: 9em; }
.gia-main { flex: 1; width: 100%; max-width: 1100px; margin: 0 auto; padding: var(--gia-space-4); min-width: 0; }
.gia-page-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-3); margin-bottom: var(--gia-space-4); }
.gia-page-actions { margin-left: auto; display: flex; flex-wrap: wrap; gap: var(--gia-space-2); }
.gia-back { font-size: 1.5rem; text-decoration: none; min-width: var(--gia-tap); min-height: var(--gia-tap); display: inline-flex; align-items: center; justify-content: center; }
.gia-hero { padding: var(--gia-space-5) 0; display: flex; flex-direction: column; gap: var(--gia-space-3); align-items: flex-start; }
.gia-hero h1 { font-size: 1.75rem; color: var(--gia-primary); }
.gia-tagline { font-size: 1.15rem; font-weight: 600; margin: 0; }
.gia-hero p { margin: 0; max-width: 60ch; }
.gia-prose p { max-width: 65ch; }
.gia-topbar { margin: 0 0 var(--gia-space-4); }
.gia-footer { padding: var(--gia-space-4); display: flex; flex-wrap: wrap; gap: var(--gia-space-4); justify-content: center; border-top: 1px solid var(--gia-border); background: var(--gia-surface); }

.gia-button { min-height: var(--gia-tap); padding: var(--gia-space-2) var(--gia-space-4); border-radius: var(--gia-radius); border: 2px solid var(--gia-primary); font: inherit; font-weight: 600; cursor: pointer; max-width: 100%; }
a.gia-button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.gia-button-primary { background: var(--gia-primary); color: #fff; }
.gia-button-primary:hover:not(:disabled) { background: var(--gia-primary-dark); }
.gia-button-secondary { background: var(--gia-surface); color: var(--gia-primary); }
.gia-button-danger { background: var(--gia-danger); border-color: var(--gia-danger); color: #fff; }
.gia-button-link { background: none; border: none; color: var(--gia-primary); text-decoration: underline; padding: var(--gia-space-2); }
.gia-button:disabled { opacity: 0.6; cursor: not-allowed; }
.gia-icon-button { min-width: var(--gia-tap); min-height: var(--gia-tap); background: none; border: none; font-size: 1.5rem; cursor: pointer; color: inherit; }
.gia-actions { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); margin-top: var(--gia-space-3); }

.gia-form { display: flex; flex-direction: column; gap: var(--gia-space-1); max-width: 480px; width: 100%; }
.gia-field { display: flex; flex-direction: column; gap: var(--gia-space-1); min-width: 0; }
.gia-field label { font-weight: 600; }
.gia-label-row { display: flex; align-items: baseline; gap: var(--gia-space-1); }
.gia-required { color: var(--gia-danger); font-weight: 700; }
.gia-input { width: 100%; min-height: var(--gia-tap); padding: var(--gia-space-2) var(--gia-space-3); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); font: inherit; background: var(--gia-surface); color: inherit; }
.gia-field-invalid .gia-input { border-color: var(--gia-danger); border-width: 2px; }
.gia-hint { margin: 0; color: var(--gia-muted); font-size: 0.9rem; }
.gia-error { margin: 0; min-height: 1.2em; color: var(--gia-danger); font-size: 0.9rem; }
.gia-form-error { color: var(--gia-danger); font-weight: 600; margin: 0 0 var(--gia-space-3); }
.gia-password { display: flex; gap: var(--gia-space-2); align-items: flex-start; }
.gia-password .gia-field { flex: 1; }
.gia-password .gia-button { margin-top: 1.6em; }
.gia-card-panel { background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-4); }

.gia-tiles { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr)); gap: var(--gia-space-3); }
.gia-tile { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--gia-space-2); min-height: 96px; padding: var(--gia-space-3); text-align: center; background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); text-decoration: none; color: var(--gia-text); font-weight: 600; }
.gia-tile:hover { border-color: var(--gia-primary); }
.gia-tile-icon { font-size: 1.8rem; }
.gia-tile-detail { display: block; font-weight: 400; font-size: 0.9rem; color: var(--gia-muted); }

.gia-badge { display: inline-block; padding: 2px var(--gia-space-2); border-radius: 999px; font-size: 0.85rem; font-weight: 600; border: 1px solid currentColor; }
.gia-badge-neutral { color: var(--gia-muted); } .gia-badge-info { color: var(--gia-info); } .gia-badge-success { color: var(--gia-success); }
.gia-badge-warning { color: var(--gia-warning); } .gia-badge-danger { color: var(--gia-danger); }
.gia-spinner-wrap { display: inline-flex; align-items: center; padding: var(--gia-space-3); }
.gia-spinner { width: 28px; height: 28px; border: 3px solid var(--gia-border); border-top-color: var(--gia-primary); border-radius: 50%; animation: gia-spin 0.8s linear infinite; }
@keyframes gia-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .gia-spinner { animation-duration: 3s; } }
.gia-empty { padding: var(--gia-space-5); text-align: center; color: var(--gia-muted); display: flex; flex-direction: column; align-items: center; gap: var(--gia-space-3); }
.gia-empty p { margin: 0; }
.gia-filter-box { margin-bottom: var(--gia-space-3); }
.gia-filter-box summary { min-height: var(--gia-tap); display: flex; align-items: center; font-weight: 600; color: var(--gia-primary); cursor: pointer; }
.gia-search { margin-bottom: var(--gia-space-3); max-width: 480px; }
.gia-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--gia-space-3); margin: var(--gia-space-4) 0; }

.gia-table-wrap { width: 100%; overflow-x: auto; }
.gia-table { width: 100%; border-collapse: collapse; background: var(--gia-surface); }
.gia-table th, .gia-table td { text-align: left; padding: var(--gia-space-2) var(--gia-space-3); border-bottom: 1px solid var(--gia-border); vertical-align: top; }
.gia-table th { background: #e8edf3; }
.gia-cards { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-3); }
.gia-card { background: var(--gia-surface); border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-3); }
.gia-card dl { margin: 0; }
.gia-card-row { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--gia-space-2); padding: var(--gia-space-1) 0; }
.gia-card-row dt { font-weight: 600; color: var(--gia-muted); }
.gia-card-row dd { margin: 0; text-align: right; min-width: 0; }

.gia-overlay { position: fixed; inset: 0; background: rgba(10, 20, 30, 0.55); display: flex; align-items: center; justify-content: center; padding: var(--gia-space-3); z-index: 50; }
.gia-dialog { background: var(--gia-surface); border-radius: var(--gia-radius); width: 100%; max-width: 560px; max-height: calc(100vh - 24px); overflow: auto; padding: var(--gia-space-4); }
.gia-dialog-head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--gia-space-2); }
.gia-dialog-head h2 { margin: var(--gia-space-2) 0; }
.gia-dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--gia-space-2); margin-top: var(--gia-space-4); }

.gia-notices { position: fixed; top: var(--gia-space-2); left: 50%; transform: translateX(-50%); width: min(560px, calc(100% - 16px)); z-index: 60; }
.gia-notices ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-2); }
.gia-notice { display: flex; align-items: center; justify-content: space-between; gap: var(--gia-space-2); padding: var(--gia-space-2) var(--gia-space-2) var(--gia-space-2) var(--gia-space-4); border-radius: var(--gia-radius); color: #fff; box-shadow: 0 2px 8px rgba(0,0,0,0.25); }
.gia-notice-success { background: var(--gia-success); } .gia-notice-error { background: var(--gia-danger); } .gia-notice-info { background: var(--gia-primary); }
.gia-notices [role] + [role] { margin-top: var(--gia-space-2); }

.gia-bottombar { display: none; }
@media (max-width: 639.98px) {
  .gia-page { padding-bottom: var(--gia-bar-height); }
  .gia-header .gia-logout { display: none; }
  .gia-bottombar { display: flex; position: fixed; left: 0; right: 0; bottom: 0; height: var(--gia-bar-height); background: var(--gia-surface); border-top: 1px solid var(--gia-border); z-index: 40; }
  .gia-bottombar > * { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; font: inherit; font-size: 0.8rem; font-weight: 600; color: var(--gia-primary); background: none; border: none; text-decoration: none; cursor: pointer; }
  .gia-bottombar .active { border-top: 3px solid var(--gia-primary); }
  .gia-main { padding: var(--gia-space-3); }
  /* A phone is too narrow for the input and its show/hide toggle side by side: the toggle goes under it. */
  .gia-password { flex-direction: column; align-items: stretch; }
  .gia-password .gia-button { margin-top: 0; align-self: flex-start; }
}
`;
