/**
 * What the portal's builds share under the name `react-router-dom` (webpack aliases it here). A shared
 * module cannot be tree-shaken, and the whole package weighs ~60 KB gz on the first page; this subset is
 * the router every app uses. shell/src/__tests__/shared-subsets.test.ts fails when an app imports a name
 * missing here: add it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams
} from 'react-router';
export type { Location, NavigateFunction, To } from 'react-router';
