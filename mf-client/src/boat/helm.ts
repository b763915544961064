import type { BoatPart } from './types';

/** The helm: the four orientation questions that set the boat's course. */
export const HELM: BoatPart = {
  id: 'helm',
  title: 'The Helm',
  tagline: 'Steering your course',
  intro:
    'The helm is where you steer. Its four questions are the same ones you answer in Orientation. Knowing who you are, what you can control, who you want to become and where you are heading lets you choose a direction instead of drifting wherever the current pushes you.',
  groups: [
    {
      elements: [
        {
          id: 'who-are-you',
          name: 'Who Are You?',
          summary: 'Strengths, values, interests',
          description:
            'Knowing yourself is where steering starts. Who you are includes your strengths, interests, values, personality and the way you learn best. It is not fixed, because you are still becoming, but noticing who you are today helps you make choices that fit you rather than someone else’s idea of you.',
          reflection: 'Which words describe you at your best?',
          subQuestions: [
            'What are three strengths you can count on?',
            'What do you care about enough to stand up for it?',
            'Which kinds of tasks give you energy, and which drain you?',
            'What is something about you that people often miss?',
          ],
        },
        {
          id: 'in-control',
          name: 'What Are You in Control Of?',
          summary: 'What is yours to steer',
          description:
            'Some things are yours to steer: your effort, your habits, when you start, whether you ask for help. Others are not: the weather, other people’s choices, the test schedule. Stress grows when we pour energy into what we cannot control and neglect what we can. Sorting the two frees your energy for the things that make a difference.',
          reflection: 'Which part of your current challenges is actually within your reach?',
          subQuestions: [
            'What is one thing you have been worrying about that you cannot control?',
            'What is one thing you can control that you have been putting off?',
            'How do you react when plans change without warning?',
            'What would it look like to let go of one thing and act on another?',
          ],
        },
        {
          id: 'called-to-be',
          name: 'Who Do You Feel Called to Be?',
          summary: 'Purpose and character',
          description:
            'This is about purpose and character: the kind of person you want to become and the difference you would like to make. It is bigger than choosing a career. A sense of purpose works like a compass: on hard days it reminds you why the effort is worth it.',
          reflection: 'What kind of person do you want to be known as?',
          subQuestions: [
            'Who inspires you, and which of their qualities would you like to grow in yourself?',
            'When have you felt proud of how you treated someone?',
            'Which problems in your community or the world do you care about?',
            'What would you do more of if nobody were judging you?',
          ],
        },
        {
          id: 'vision',
          name: 'What Is Your Vision of the Future?',
          summary: 'Where you are heading',
          description:
            'A vision is a picture of where you want your life to go, five or ten years from now. It does not have to be certain or detailed, and it is allowed to change. A clear picture of the future helps your brain choose between what feels good now and what matters later, which is one of the hardest jobs executive functions do.',
          reflection: 'When you imagine your life at twenty-five, what do you see?',
          subQuestions: [
            'Where are you living, and what does an ordinary day look like?',
            'What are you learning or working on?',
            'Who is around you?',
            'Which habits would you need to start building now to get there?',
          ],
        },
      ],
    },
  ],
};
