import { HELM } from './helm';
import { HULL } from './hull';
import { SAILS } from './sails';
import { ARCHIPELAGO, HORIZON, WINDS_AND_SEA } from './surroundings';
import type { BoatPart } from './types';

/** The parts of the Boat in the order the page presents them. */
export const BOAT_PARTS: readonly BoatPart[] = [HULL, HELM, SAILS, ARCHIPELAGO, HORIZON, WINDS_AND_SEA];

/** The page's opening words. */
export const BOAT_INTRO =
  'Think of yourself as the captain of your own boat. The Boat is a picture of how you learn and grow: what keeps you afloat, how you steer, what moves you forward, where you are heading and what the weather brings. Open any part to read about it and to find questions to think about, on your own or with your coach.';

/** The big picture: how the parts work together. */
export const BIG_PICTURE = [
  'Put it all together. A sound hull, your basic needs, keeps you afloat. A steady hand on the helm, knowing who you are, what you control, who you want to be and where you are going, gives you direction. Strong sails, your executive functions, turn effort into progress. The islands of the archipelago give you places to aim for, the horizon reminds you that you can keep growing, and the winds and sea remind you that changing conditions are part of every voyage.',
  'When something goes wrong, a missed deadline or a hard week, the Boat helps you ask a better question than “What is wrong with me?”: Is my hull leaking? Have I let go of the helm? Which sail needs attention? Are the winds unusually strong right now?',
] as const;

/** How the rest of the student workspace connects to the Boat. */
export const JOURNEY_LINKS = [
  {
    to: '/orientation',
    label: 'Go to Orientation',
    title: 'Orientation: your helm',
    text: 'Answer the four helm questions and set your SMART goals, the islands you will sail toward.',
  },
  {
    to: '/barriers-strategies',
    label: 'Go to Barriers & Strategies',
    title: 'Barriers & Strategies: reading the weather',
    text: 'Name what gets in your way, inside and out, and plan how you will trim your sails to get past it.',
  },
  {
    to: '/dashboard',
    label: 'Go to Activities',
    title: 'Skill activities: strengthening your sails',
    text: 'Practise one executive function at a time with short activities on your dashboard.',
  },
  {
    to: '/my-reflections',
    label: 'Go to My Reflections',
    title: 'My Reflections: your ship’s log',
    text: 'Look back at what you wrote and notice how far you have come.',
  },
] as const;
