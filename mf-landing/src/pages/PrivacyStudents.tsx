import { useSite } from '@app/kit/api';
import { PrivacyNoticePage } from '../privacy/PrivacyNoticePage';
import { studentsNotice } from '../privacy/notices';

/** /privacy/students: the privacy notice for students (public). */
export default function PrivacyStudents() {
  return <PrivacyNoticePage notice={studentsNotice(useSite())} />;
}
