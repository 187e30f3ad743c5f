/**
 * Refusals of the API: every `code` (and field error `code`) the server answers is a key here, so a
 * screen says it in the reader's language; the English is the `message` API clients read.
 */
export const errorsEn = {
  'errors.forbidden': 'Your account may not do this.',
  'errors.notFound': 'Not found.',
  'errors.noSuchCall': 'No such call: {method} {url}',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.emptyJson': 'The request body is empty; send a JSON object.',
  'errors.mediaType': 'This content type is not accepted here.',
  'errors.bodyTooLarge': 'The request body is too large.',
  'errors.invalidRequest': 'Invalid request: {detail}',
  'errors.refused': 'The request was refused: {detail}',
  'errors.notFinite': 'Numbers must be finite.',
  'errors.nulCharacter': 'Text must not contain NUL characters.',
  'errors.tooDeep': 'The request is nested more than {max} levels deep.',
  'errors.addressTooLong': 'The address is too long.',
  'errors.badAddress': 'The address is not valid.',

  'errors.field.required': '{field} is required.',
  'errors.field.type': '{field} must be of type {type}.',
  'errors.field.oneOf': '{field} must be one of: {allowed}.',
  'errors.field.tooLong': '{field} must be at most {max} characters long.',
  'errors.field.tooShort': '{field} must be at least {min} characters long.',
  'errors.field.unknown': '{field} is not a field of this call.',
  'errors.field.invalid': '{field} is not valid.',
  'errors.field.mobile': '{field} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  'errors.field.document': '{field} must be the url the upload answered for this document.',
  'errors.field.labelled': '{label}: {text}',

  'errors.account.customerExists': 'A user account with this email already exists. Please sign in instead.',
  'errors.account.adminExists': 'An admin account with this email already exists. Please sign in instead.',
  'errors.account.vendorExists': 'A vendor account with this email already exists. Please sign in instead.',
  'errors.account.disabled': 'This account has been disabled. Please contact the GIA team to have it enabled again.',
  'errors.resetLink.whom': "Send the account's id, or its role and email.",

  'errors.notifications.idsOrAll': 'Send ids (a list of your notification ids) or all: true.',
  'errors.notifications.notBoth': 'Send either ids or all: true, not both.',

  'errors.review.notObject': 'Send a JSON object with the request id and a vendor or a rejection reason.',
  'errors.review.idRequired': 'Send the id of the request (as id or request_id).',
  'errors.review.reasonTooLong': 'The reason is too long: {max} characters at most.',
  'errors.review.badStatus':
    "status must be 'ASSIGNED TO VENDOR' (with a vendor) or 'REJECTED' (with a reason), not \"{status}\".",
  'errors.review.notBoth': 'Send either a vendor to assign or a reason to reject, not both.',
  'errors.review.nothing':
    'Send assigned_vendor (or assigned_vendor_id) to assign a vendor, or admin_rejected_reason (or rejected_reason) to reject.',
  'errors.review.vendorId': 'The vendor must be given by its id (digits), not "{value}".',
  'errors.vendor.unknownCategory': 'Unknown vendor category "{category}". Use one of: {allowed}.',
  'errors.vendor.categoryRequired': 'vendor_bussiness_name is required. Use one of: {allowed}.',
  'errors.vendor.none': 'There is no vendor with id {id}.',
  'errors.vendor.disabled': 'Vendor {name} (id {id}) is disabled and cannot take new work.',
  'errors.vendor.wrongKind': 'Vendor {name} (id {id}) does {category} work; this request needs a {needed} vendor.',
  'errors.request.notObject': 'Send the form as a JSON object of its fields.',
  'errors.request.unknownService': 'Unknown service_type "{value}". Use one of: {allowed}.',
  'errors.request.none': 'No {kind} request has id {id}.',
  'errors.request.noneAssigned': 'No {kind} request with id {id} is assigned to you.',
  'errors.request.stateRefused': 'This request is {state}: it can be {done} only while {allowed}.',
  'errors.list.unknownStatus': 'Unknown status "{status}". Use one of: {allowed}.',
  'errors.list.badDate': '{name} must be a date written YYYY-MM-DD, not "{value}".',

  'errors.upload.onlyTypes': 'Only JPG, PNG, and PDF files are allowed.',
  'errors.upload.noFile': 'No file was sent. Choose a file and send it in the form field "image".',
  'errors.upload.emptyFile': 'The file is empty. Please choose another file.',
  'errors.upload.tooLarge': 'The file is larger than {mb} MB. Please choose a smaller file.',
  'errors.upload.malformed':
    'The upload could not be read: the multipart body is malformed or cut short. Please choose the file again.',
  'errors.document.notFound':
    'This document does not exist, or this link has expired or is not for you. Reload the page for a fresh link.',
  'errors.document.notYours':
    'A document you referenced was not uploaded by you, or no longer exists. Please upload it again.'
} as const;
