/**
 * The run-time core (`@gia/shared-ui`) is shared by every app as ONE copy, so whatever it exports runs
 * in a remote as the shell built it, not as the remote was tested. It may hold only what must be one
 * instance or frames every screen (ARCHITECTURE.md, "What is shared at run time"): auth, the API
 * client, language and translator, notices and dialogs, the page frame with the bell and the small kit
 * the frame and the sign-in screens draw with. A role screen or a request component belongs in its app
 * or in the build-time library `@gia/shared-ui/requests`; adding one here fails this test.
 */
import * as core from '../index';
import * as requests from '../requests';

const CORE = {
  auth: [
    'TOKEN_KEY',
    'awaitsEmailConfirmation',
    'endExpiredSession',
    'isTokenExpired',
    'loginErrorText',
    'storedToken',
    'tokenExpiry',
    'useAuthStore',
    'useLogout'
  ],
  api: ['ApiError', 'api', 'errorMessage', 'isApiError', 'refusalCode', 'refusalFieldErrors', 'refusalText'],
  language: [
    'LanguageSwitch',
    'formatDate',
    'formatDateTime',
    'formatRupees',
    'languageReady',
    'registerTexts',
    'tNow',
    'useLanguageStore',
    'useT',
    'useTexts'
  ],
  noticesAndDialogs: ['Dialog', 'FeedbackProvider', 'useConfirm', 'useFeedbackStore', 'useNotice'],
  pageFrame: ['BottomBar', 'GlobalStyles', 'PHONE_QUERY', 'Page', 'SkipLink', 'StandaloneRemote', 'useMediaQuery'],
  kit: [
    'Button',
    'DataTable',
    'EmptyState',
    'Pager',
    'SearchBox',
    'SearchableTiles',
    'SelectField',
    'Spinner',
    'StatusBadge',
    'TextArea',
    'TextField',
    'Tile',
    'TileGrid'
  ]
};

test('the core exports exactly the listed run-time pieces, nothing more', () => {
  expect(Object.keys(core).sort()).toEqual(Object.values(CORE).flat().sort());
});

test('no request component, role screen or call helper is exported by the core', () => {
  const roleOrRequest =
    /Request|Timeline|Vendor|Admin|Customer|Document|FileInput|Queue|MyWork|Assign|Reject|Decline|QueryClient|queryOptions/;
  expect(Object.keys(core).filter((name) => roleOrRequest.test(name))).toEqual([]);
  // …and each of the library's names is the library's alone.
  expect(Object.keys(requests).filter((name) => name in core)).toEqual([]);
});
