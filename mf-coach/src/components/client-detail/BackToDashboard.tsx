import { Link } from '@app/kit/router';
import { buttonClass } from '@app/kit/ui';
import ArrowLeft from 'lucide-react/icons/arrow-left';

/** The way back from a client to the coach dashboard. */
export function BackToDashboard({
  variant = 'ghost',
  className = 'self-start',
}: {
  variant?: 'ghost' | 'default';
  className?: string;
}) {
  return (
    <Link to="/coach-dashboard" className={buttonClass({ variant, size: 'sm', className })}>
      <ArrowLeft className="h-4 w-4 shrink-0" />
      Back to Dashboard
    </Link>
  );
}
