import { renderPreview } from '@app/kit/preview';
import { QueryCache } from '@app/kit/query';
import AdminPage from './pages/AdminPage';
import NotificationSettings from './pages/NotificationSettings';

renderPreview(
  'admin',
  [
    { name: 'AdminPage', label: 'Consultation Requests', Page: AdminPage },
    { name: 'NotificationSettings', label: 'Notification Settings', Page: NotificationSettings },
  ],
  QueryCache,
);
