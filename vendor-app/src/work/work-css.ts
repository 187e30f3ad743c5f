/** My work's own looks. */
export const WORK_CSS = `
.gia-work-count { margin: 0 0 var(--gia-space-2); color: var(--gia-muted); }
/* Words wrap whole: the page's 'anywhere' would let a narrow column split a word. */
.gia-work-table th, .gia-work-table td { overflow-wrap: normal; }
`;
