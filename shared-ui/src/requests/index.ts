/** `@gia/shared-ui/requests`: the catalogue-driven request screens and the document controls they use. */
export { RequestForm } from './RequestForm';
export { RequestList, type RequestListProps } from './RequestList';
export { RequestDetails, type RequestDetailsProps } from './RequestDetails';
export { Timeline } from './Timeline';
export { VendorPicker, type VendorPickerProps } from './VendorPicker';
export { RejectDialog, type RejectDialogProps } from './RejectDialog';
export { AdminActions } from './AdminActions';
export { VendorActions } from './VendorActions';
export { listStatus, popupStatus, statusTone } from './status';
export { fieldText } from './field-text';
export { rowId, insertPath, type RequestRow, type Audience } from './request-row';
export * from '../documents';
