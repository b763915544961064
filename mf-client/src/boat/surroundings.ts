import type { BoatPart } from './types';

/** The archipelago: the goals the boat sails toward. */
export const ARCHIPELAGO: BoatPart = {
  id: 'archipelago',
  title: 'The Archipelago',
  tagline: 'Your goals',
  intro: 'Ahead of the boat lies a chain of islands. Each island is a goal.',
  groups: [
    {
      elements: [
        {
          id: 'islands',
          name: 'The Islands of Your Goals',
          summary: 'Near and far destinations',
          description:
            'Some islands are close and small, like finishing this week’s lab report; others are far off, like graduating or getting into a program you love. You reach the distant islands by sailing from one nearby island to the next. The SMART goals you set in Orientation are the islands you are steering toward right now.',
          reflection: 'Which island are you steering toward right now?',
          subQuestions: [
            'Which of your goals is closest, and which is farthest away?',
            'How does reaching a small island help you reach a bigger one?',
            'Is there an island you are heading for only because someone else chose it?',
            'How will it feel to land on your next island?',
          ],
        },
      ],
    },
  ],
};

/** The horizon: the student's potential, which moves as they grow. */
export const HORIZON: BoatPart = {
  id: 'horizon',
  title: 'The Horizon',
  tagline: 'Your potential',
  intro: 'Where the sea meets the sky lies your potential.',
  groups: [
    {
      elements: [
        {
          id: 'potential',
          name: 'Your Potential',
          summary: 'What could become possible',
          description:
            'The horizon seems to move as you sail toward it, and that is the point: as you grow, you see further and more becomes possible. Your potential is not a fixed number set by a test score. It expands with learning, effort and the support of the people around you.',
          reflection: 'What might become possible for you that you cannot see yet?',
          subQuestions: [
            'What can you do now that you could not do a year ago?',
            'What do you believe limits your potential, and is it really true?',
            'Who sees potential in you that you sometimes doubt?',
            'What would you attempt if you trusted that you could grow into it?',
          ],
        },
      ],
    },
  ],
};

/** The winds and the sea: the changes of life that every voyage meets. */
export const WINDS_AND_SEA: BoatPart = {
  id: 'winds-and-sea',
  title: 'The Winds and the Sea',
  tagline: 'Life’s changes',
  intro: 'No voyage has calm water all the way.',
  groups: [
    {
      elements: [
        {
          id: 'life-changes',
          name: 'Life Changes',
          summary: 'Weather you cannot control',
          description:
            'Winds and waves are the changes and challenges of life: a move, a new school, a change in the family, an illness, a breakup, a difficult class, events in the wider world. You cannot control the weather, but you can learn to read it, adjust your sails and steer through it. Sometimes a strong wind even carries you further than you expected.',
          reflection: 'Which winds are blowing in your life right now?',
          subQuestions: [
            'What change has rocked your boat recently?',
            'How did you get through a storm in the past?',
            'Who helps you steady the boat when the sea is rough?',
            'How could a current challenge carry you somewhere good?',
          ],
        },
      ],
    },
  ],
};
