import { useStyleSheet } from '../staff/use-style-sheet';

/** Versioned: two remotes built with different library versions each find their own rules. */
const STYLE_ID = 'gia-conversation-styles-1';

/** The conversation's styles. Text is dark on light everywhere (WCAG AA); long words wrap, never break mid-word unless they must. */
const CONVERSATION_CSS = `
.gia-talk-list { list-style: none; margin: 0 0 var(--gia-space-4); padding: 0; display: flex; flex-direction: column; gap: var(--gia-space-3); }
.gia-talk-item { border: 1px solid var(--gia-border); border-radius: var(--gia-radius); padding: var(--gia-space-3); background: #fff; color: #1d2530; overflow-wrap: anywhere; word-break: normal; }
.gia-talk-item.gia-talk-mine { background: #eef5fc; border-color: #b9d3ee; }
.gia-talk-item.gia-talk-internal { background: #fff8e6; border: 1px dashed #8a5a00; }
.gia-talk-item.gia-talk-ask { border-left: 4px solid #0b5353; }
.gia-talk-head { display: flex; flex-wrap: wrap; gap: 4px var(--gia-space-2); align-items: baseline; margin-bottom: var(--gia-space-1); }
.gia-talk-author { font-weight: 700; }
.gia-talk-role, .gia-talk-time, .gia-talk-seen { color: #4a5563; font-size: 0.875rem; }
.gia-talk-tag { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: 0.8rem; font-weight: 700; background: #fff3d6; color: #5c3b00; border: 1px solid #8a5a00; }
.gia-talk-new { background: #e3effa; color: #083a66; border-color: #083a66; }
.gia-talk-text { margin: 0; white-space: pre-wrap; }
.gia-talk-asked { margin: var(--gia-space-1) 0 0; font-weight: 600; color: #0b5353; }
.gia-talk-docs { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); margin-top: var(--gia-space-2); }
.gia-talk-compose { display: grid; gap: var(--gia-space-2); }
.gia-talk-compose .gia-talk-actions { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); align-items: center; justify-content: space-between; }
.gia-talk-check { display: inline-flex; gap: var(--gia-space-1); align-items: center; }
.gia-talk-check input { width: 20px; height: 20px; }
.gia-answer { border: 2px solid #0b5353; background: #f1fafa; }
.gia-plain-fieldset { border: 0; padding: 0; margin: 0; min-width: 0; display: grid; gap: var(--gia-space-2); }
.gia-plain-fieldset > legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.gia-draft { display: flex; flex-wrap: wrap; gap: var(--gia-space-2); align-items: center; justify-content: space-between; padding: var(--gia-space-3); margin-bottom: var(--gia-space-3); border: 1px solid #b9d3ee; border-radius: var(--gia-radius); background: #eef5fc; color: #1d2530; }
.gia-draft p { margin: 0; }
.gia-field-error { color: #8c1d16; font-weight: 600; margin: 4px 0 0; }
`;

export function useConversationStyles(): void {
  useStyleSheet(STYLE_ID, CONVERSATION_CSS);
}
