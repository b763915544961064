import { renderPreview } from '@app/kit/preview';
import { QueryCache } from '@app/kit/query';
import ProfileSetup from './pages/ProfileSetup';
import StudentDashboard from './pages/StudentDashboard';
import Orientation from './pages/Orientation';
import BarriersStrategies from './pages/BarriersStrategies';
import ReassessPlan from './pages/ReassessPlan';
import ViewPlan from './pages/ViewPlan';
import TheBoat from './pages/TheBoat';
import MyReflections from './pages/MyReflections';

renderPreview(
  'client',
  [
    { name: 'ProfileSetup', label: 'Profile Setup', Page: ProfileSetup },
    { name: 'StudentDashboard', label: 'Student Dashboard', Page: StudentDashboard },
    { name: 'Orientation', label: 'Orientation', Page: Orientation },
    { name: 'BarriersStrategies', label: 'Barriers & Strategies', Page: BarriersStrategies },
    { name: 'ReassessPlan', label: 'Reassess Plan', Page: ReassessPlan },
    { name: 'ViewPlan', label: 'View Plan', Page: ViewPlan },
    { name: 'TheBoat', label: 'The Boat', Page: TheBoat },
    { name: 'MyReflections', label: 'My Reflections', Page: MyReflections },
  ],
  QueryCache,
);
