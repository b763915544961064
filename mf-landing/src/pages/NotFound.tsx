import { Link } from '@app/kit/router';
import { buttonClass } from '@app/kit/ui';
import Search from 'lucide-react/icons/search';
import { StatusPage } from '../status/status-page';

/** The 404 page: any path the visitor's routes do not have. */
export default function NotFound() {
  return (
    <StatusPage
      icon={<Search className="h-7 w-7" />}
      eyebrow="404"
      title="Page Not Found"
      actions={
        <Link to="/" className={buttonClass()}>
          Return to Home Page
        </Link>
      }
    >
      <p>The page you are looking for does not exist or has moved.</p>
    </StatusPage>
  );
}
