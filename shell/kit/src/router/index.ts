/**
 * "@app/kit/router": the parts of react-router-dom the app uses (declarative routing: a browser router,
 * routes, links and hooks), shared by the shell and every remote as one singleton. Sharing react-router-dom
 * whole would send every page all of it (about 65 KB gzipped, data routers and server rendering included);
 * this module keeps only what is listed here (about 14 KB). Import routing from here, never from
 * react-router or react-router-dom: a second copy of the router would not see the shell's location.
 */
export {
  BrowserRouter,
  createPath,
  Link,
  matchRoutes,
  NavigationType,
  NavLink,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type Navigator,
} from 'react-router-dom';
