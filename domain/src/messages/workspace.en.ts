/** Texts of the request workspaces (issue 14): the one status vocabulary, timeline steps, and the API's refusals. */
export const workspaceEn = {
  'state.PENDING': 'Pending',
  'state.ASSIGNED TO VENDOR': 'Assigned to vendor',
  'state.IN PROGRESS': 'In progress',
  'state.COMPLETED': 'Completed',
  'state.REJECTED': 'Rejected',

  'part.unavailable': 'This part did not load. Check your connection and try again.',

  'timeline.rejected': 'Rejected',
  'timeline.declined': 'Vendor Declined',
  'timeline.released': 'Back with the GIA team',
  'timeline.reopened': 'Reopened',
  'timeline.deleted': 'Deleted',

  'action.assign': 'Assign',
  'action.reopen': 'Reopen and assign',
  'action.reject': 'Reject',
  'action.delete': 'Delete',
  'action.accept': 'Accept',
  'action.decline': 'Decline',
  'action.complete': 'Mark completed',
  'action.release': 'Give back to the admins',

  'workspace.notFound': 'No request with reference {reference} is yours to see.',
  'workspace.reasonRequired': 'Give a reason: the customer and the admins will read it.',
  'workspace.reasonTooLong': 'The reason is too long: {max} characters at most.',
  'workspace.vendorRequired': 'Choose the vendor to assign.',
  'workspace.stateMoved':
    'This request is {state} now, so this cannot be done any more. Reload it to see what changed.',
  'workspace.rolesOnly': 'This call is for {roles} accounts only.',
  'workspace.notYourAction': 'Your account may not do this to this request.',
  'workspace.unknownAction': 'Unknown action "{action}". Use one of: {actions}.',
  'workspace.badQuery.range': '{name} is not valid here: a whole number from 1 to {max}.',
  'workspace.badQuery.kind': '{name} is not valid here: a kind of request such as pan or gstCompany.',
  'workspace.badQuery.oneOf': '{name} is not valid here: one of {allowed}.',
  'workspace.badQuery.vendor': '{name} is not valid here: the id of a vendor (digits).',
  'workspace.badQuery.tooLong': '{name} is not valid here: at most {max} characters.',
  'workspace.badBulk': 'Send action (assign or reject) and references: 1 to {max} request references.',
  'workspace.actionDone': 'Done: the request is now {state}.',
  'workspace.deleted': 'The request was deleted.',

  'field.reference': 'Reference',
  'field.customer_name': 'Customer name',
  'field.customer_email': 'Customer email',
  'field.customer_phone': 'Customer phone',

  'notification.deleted': 'Your {service} request {reference} was deleted by the admins. Reason: {reason}',
  'notification.deletedPlain': 'Your {service} request {reference} was deleted by the admins.'
} as const;
