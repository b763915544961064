import { useSite } from '@app/kit/api';
import { PrivacyNoticePage } from '../privacy/PrivacyNoticePage';
import { familiesNotice } from '../privacy/notices';

/** /privacy/families: the privacy notice for parents and guardians (public). */
export default function PrivacyFamilies() {
  return <PrivacyNoticePage notice={familiesNotice(useSite())} />;
}
