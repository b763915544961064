import { ORIENTATION_QUESTIONS, orientationAnswers, type OrientationPayload } from '@app/api/contract';

/** Prompts that help a student start on each reflection question. */
export const REFLECTION_PROMPTS: Record<'whoAreYou' | 'whatAreYouInControl' | 'whoDoYouFeelCalled' | 'visionOfFuture', string[]> = {
  whoAreYou: [
    'What do friends, family or teachers say you are good at?',
    'Which classes, activities or hobbies make you lose track of time?',
    'Which values matter most to you: honesty, creativity, loyalty, fairness, something else?',
    'How do you learn best: reading, listening, talking it through, or doing?',
  ],
  whatAreYouInControl: [
    'Which parts of your day do you decide: when you start homework, where you work, when you go to bed?',
    "Which challenges come from outside you: schedules, other people's choices, responsibilities at home?",
    'Where do you tend to get stuck: getting started, staying focused, keeping track, or finishing?',
    'Think of something that felt out of your control. What small part of it could you still influence?',
  ],
  whoDoYouFeelCalled: [
    'What kind of student, friend and family member do you want to be?',
    'Who do you admire, and which of their qualities would you like to grow in yourself?',
    'What would you try if you were not worried about getting it wrong?',
    'What do you want people to be able to count on you for?',
  ],
  visionOfFuture: [
    'Where do you picture yourself living, studying or working?',
    'What does an ordinary good day look like in that future?',
    'Which skills and habits will that future you rely on?',
    'What is one step you could take this year toward that picture?',
  ],
};

/** The four reflection questions, in order, with their stored field, full text and prompts. */
export const REFLECTION_QUESTIONS = ORIENTATION_QUESTIONS.slice(0, 4).map((entry) => ({
  ...entry,
  prompts: REFLECTION_PROMPTS[entry.field as keyof typeof REFLECTION_PROMPTS],
}));

/** The three SMART goal questions, in order. */
export const GOAL_QUESTIONS = ORIENTATION_QUESTIONS.slice(4).map((entry, index) => ({
  ...entry,
  placeholder: [
    'For example: I will start each homework assignment within 15 minutes of sitting down, five school nights a week, for the next four weeks.',
    'For example: I will write every test and due date in my planner on the day it is announced, all semester.',
    'For example: I will raise my chemistry grade from a C to a B by the end of this term by reviewing notes for 20 minutes three times a week.',
  ][index],
}));

/** The SMART framework, letter by letter, as the explainer shows it. */
export const SMART_FRAMEWORK = [
  { letter: 'S', word: 'Specific', text: 'Say exactly what you will do. "Study more" becomes "review my biology notes".' },
  { letter: 'M', word: 'Measurable', text: 'Decide how you will know you did it: a number, a grade, a count of days.' },
  { letter: 'A', word: 'Achievable', text: 'Stretch yourself, but choose something you can really do with the time and help you have.' },
  { letter: 'R', word: 'Relevant', text: 'Pick a goal that matters to you and connects to the future you pictured above.' },
  { letter: 'T', word: 'Time-bound', text: 'Give it a deadline or a rhythm: "by the end of the semester", "every school night".' },
] as const;

/** The privacy note under the form. */
export const PRIVACY_NOTE = 'Your responses are private and are shared only with your coach.';

/** The confirmation of a save: the line the page shows under the answers once saved, and its toast's text. */
export const SAVED_LINE = 'Your responses have been saved';

/** The empty orientation form. */
export const EMPTY_ORIENTATION: OrientationPayload = orientationAnswers({});
