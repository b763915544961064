import { API_PATHS } from '@app/api/contract';
import { buttonClass, cn } from '@app/kit/ui';

/** 'Download my data': everything held about the student as a JSON file (GET /api/my-data, an attachment). */
export function DownloadMyData({ mobile = false }: { mobile?: boolean }) {
  return (
    <a
      href={API_PATHS.myData}
      download
      className={cn(buttonClass({ variant: 'ghost', size: 'sm' }), mobile && 'w-full justify-start')}
    >
      Download my data
    </a>
  );
}
