/**
 * `@gia/shared-ui/requests`: the BUILD-TIME request library. It is not shared at run time: every remote
 * that imports it bundles its own copy, so it runs the code it was built with. It imports the run-time
 * core as `@gia/shared-ui`, never by relative path.
 */
export { FieldControl, type FieldControlProps } from './FieldControl';
export { initialValues, inputProps, serverFieldErrors, type FormValues } from './form-values';
export { RequestList, type RequestListProps } from './RequestList';
export {
  RequestDetails as RequestPopup,
  type RequestDetailsProps as RequestPopupProps,
  type RowActionsProps
} from './RequestDetails';
export { Timeline } from './Timeline';
export { loadablePart, type PartPlace } from './loadable-part';
export { saveFile } from './save-file';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { listStatus, popupStatus, statusTone } from './status';
export { fieldText } from './field-text';
export { adminDataPath, rowId, rowState, insertPath, requestPath, type RequestRow, type Audience } from './request-row';
export * from '../documents';
export { requestKeys } from './api/keys';
export { kindRequestsQuery, totalOf } from './use-requests';
export { useDebounced } from './use-debounced';

// The request workspace (issue 14): cross-kind table, request details, timeline, status, URL filters, calls.
export { StateBadge } from './workspace/StateBadge';
export { RequestTimeline } from './workspace/RequestTimeline';
export { RequestDetails } from './workspace/RequestDetails';
export { RequestTable, type RequestTableProps } from './workspace/RequestTable';
export { RequestFilters, type RequestFiltersProps } from './workspace/RequestFilters';
export { useListSearch, LIST_FILTERS, type ListFilter } from './workspace/use-list-search';
export { useWorkspaceT } from './workspace/use-workspace-texts';
export { countShown, SearchCappedNote } from './workspace/SearchCapped';
export { useWorkspaceStyles } from './workspace/styles';
export { requestsQuery, useRequestList, requestListParams, REQUESTS_PAGE_SIZE } from './api/get-requests';
export { requestQuery, useRequest, isNotFound } from './api/get-request';
export { useRequestAction, isStateMoved } from './api/request-action';
export { requestCountsQuery, useRequestCounts, countsByKind } from './api/get-request-counts';
export { useInsertRequest, type Inserted } from './api/insert-request';
export type * from './api/types';

// What the staff apps (admin, vendor) draw alike, each with its own actions: hub tiles, the list across kinds, the request page.
export { CountTiles, type CountTile } from './staff/CountTiles';
export { PhoneFold } from './staff/PhoneFold';
export { StaffRequestPage, type StaffRequestPageProps, type StaffRole } from './staff/StaffRequestPage';
export { useWorkList, WorkFilters, WorkListBody, type WorkList } from './staff/WorkList';
export { useStaffAction } from './staff/use-staff-action';
export { useStyleSheet } from './staff/use-style-sheet';

// The conversation on a request (issue 16): messages, asking the customer, the answer, withdrawal.
export { Conversation } from './conversation/Conversation';
export { ConversationActions } from './conversation/ConversationActions';
export { EarlierVersions } from './conversation/EarlierVersions';
export {
  useMessages,
  messagesQuery,
  useSendMessage,
  useConversationMove,
  type ConversationMessage,
  type ConversationMove
} from './conversation/api';
export { useConversationStyles } from './conversation/styles';
