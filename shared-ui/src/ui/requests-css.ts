/** Styles of the request and document components, appended to the portal's one stylesheet (GlobalStyles). */
export const REQUESTS_CSS = `
.gia-upload-progress { display: flex; align-items: center; gap: var(--gia-space-2); }
.gia-upload-progress progress { flex: 1; height: 10px; accent-color: var(--gia-primary); }
.gia-upload-done { display: flex; flex-wrap: wrap; align-items: center; gap: var(--gia-space-2); margin: 0; color: var(--gia-success); }
.gia-documents { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: var(--gia-space-3); }
.gia-document { margin: 0; display: flex; flex-direction: column; align-items: center; gap: var(--gia-space-1); text-align: center; }
.gia-document img, .gia-pdf-badge, .gia-document-none { width: 100px; height: 100px; object-fit: cover; border: 1px solid var(--gia-border); border-radius: var(--gia-radius); }
.gia-pdf-badge, .gia-document-none { display: flex; align-items: center; justify-content: center; font-weight: 800; color: var(--gia-danger); background: #fdecea; }
.gia-document-none { color: var(--gia-muted); background: var(--gia-bg); font-weight: 600; }
.gia-details { margin: 0 0 var(--gia-space-3); }
.gia-note { padding: var(--gia-space-2) var(--gia-space-3); border-left: 4px solid var(--gia-warning); background: #fff6e0; }
.gia-request-actions { margin-top: var(--gia-space-4); border-top: 1px solid var(--gia-border); padding-top: var(--gia-space-3); }
.gia-filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr)); gap: var(--gia-space-3); margin-bottom: var(--gia-space-3); }
.gia-timeline { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-3); }
.gia-timeline li { display: flex; flex-direction: column; padding-left: var(--gia-space-4); border-left: 4px solid var(--gia-border); }
.gia-timeline .gia-step-done { border-left-color: var(--gia-success); }
.gia-step-at { color: var(--gia-muted); }
.gia-consent { border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-3); margin: var(--gia-space-3) 0; }
.gia-consent label { display: flex; gap: var(--gia-space-2); align-items: flex-start; font-weight: 600; min-height: var(--gia-tap); }
.gia-consent input { width: 22px; height: 22px; flex: none; }
`;
