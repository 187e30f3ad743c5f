export { FeedbackProvider, useConfirm, useNotice, type Confirm, type Notices } from './FeedbackProvider';
export { useFeedbackStore, type Notice, type NoticeTone } from './feedback-store';
