/**
 * Texts of the request workspace library (table, details, timeline, filters), English. They ship with
 * every remote that bundles the library and are registered with the core's translator (ARCHITECTURE.md:
 * a text a remote adds ships with that remote).
 */
export const workspaceTextsEn = {
  'ws.reference': 'Reference',
  'ws.service': 'Service',
  'ws.subject': 'Request for',
  'ws.status': 'Status',
  'ws.submitted': 'Submitted',
  'ws.due': 'Due',
  'ws.vendor': 'Vendor',
  'ws.customer': 'Customer',
  'ws.select': 'Select {reference}',
  'ws.selectColumn': 'Select',
  'ws.selectAll': 'Select every request on this page',
  'ws.open': 'Open {reference}',
  'ws.noVendor': 'Not assigned yet',
  'ws.allKinds': 'All services',
  'ws.allStatuses': 'All statuses',
  'ws.search': 'Search by reference, name or text',
  'ws.sort': 'Order',
  'ws.sort.newest': 'Newest first',
  'ws.sort.oldest': 'Oldest first',
  'ws.sort.due': 'Soonest due first',
  'ws.clearFilters': 'Clear filters',
  'ws.count': '{total} requests',
  'ws.countOne': '1 request',
  'ws.searchCapped':
    'More than {total} requests match this search. The newest {total} are shown: add a word to find the others.',
  'ws.noneYet': 'No requests yet.',
  'ws.noneFound': 'No request matches these filters.',
  'ws.loadFailed': 'The requests could not be loaded: {reason}',
  'ws.requestTitle': 'Request {reference}',
  'ws.details': 'Details',
  'ws.documents': 'Documents',
  'ws.noDocuments': 'No documents were attached to this request.',
  'ws.timeline': 'Timeline',
  'ws.by': 'by {name}',
  'ws.toVendor': 'to {name}',
  'ws.reason': 'Reason: {reason}',
  'ws.stepDone': 'Done',
  'ws.stepWaiting': 'Not yet',
  'ws.stepStopped': 'Stopped here',
  'ws.deliveredDocument': 'Delivered document',
  'ws.customerName': 'Customer',
  'ws.customerEmail': "Customer's email",
  'ws.customerPhone': "Customer's phone",
  'ws.notFound': 'There is no request {reference} that you may see. Check the reference, or open it from your list.',
  'ws.pageLoadFailed': 'This request could not be loaded: {reason}',
  'ws.moved': 'Someone else changed this request meanwhile; it now shows its current state.'
} as const;

export type WorkspaceTextKey = keyof typeof workspaceTextsEn;
