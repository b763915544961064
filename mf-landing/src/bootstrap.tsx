import { renderPreview } from '@app/kit/preview';
import LandingPage from './pages/LandingPage';
import AccessDenied from './pages/AccessDenied';
import NotFound from './pages/NotFound';

renderPreview('landing', [
  { name: 'LandingPage', label: 'Landing page', Page: LandingPage },
  { name: 'AccessDenied', label: 'Access Denied', Page: AccessDenied },
  { name: 'NotFound', label: 'Page Not Found', Page: NotFound },
]);
