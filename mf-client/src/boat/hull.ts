import type { BoatPart } from './types';

/** The hull: the basic needs that keep the boat afloat. */
export const HULL: BoatPart = {
  id: 'hull',
  title: 'The Hull',
  tagline: 'Your foundation',
  intro:
    'A boat can only sail if its hull is sound. Your hull is made of basic human needs. When one of them springs a leak, your energy goes into bailing water, and there is little left for focusing, planning or learning. That is not a weakness or a lack of willpower; it is how every human brain works. So when school feels unusually hard, check the hull first.',
  groups: [
    {
      elements: [
        {
          id: 'physical-needs',
          name: 'Physical Needs',
          summary: 'Sleep, food, water, movement',
          description:
            'Your brain runs on sleep, food, water and movement. Teenagers need roughly eight to ten hours of sleep a night, and a tired brain has a much harder time paying attention, remembering and handling emotions. Before deciding you are “bad at focusing”, check the basics: did you sleep, did you eat, have you moved today?',
          reflection: 'How well is your body being looked after right now?',
          subQuestions: [
            'How many hours do you usually sleep on a school night, and how do you feel the next day?',
            'At what time of day do you have the most energy, and when do you crash?',
            'What do you usually eat before school and before homework?',
            'What is one small change to sleep, food or movement you could try this week?',
          ],
        },
        {
          id: 'safety',
          name: 'Safety',
          summary: 'Feeling secure and settled',
          description:
            'Feeling safe means your body and mind are not on high alert. When we feel threatened, by conflict at home, by bullying, by money worries or even by an intense fear of failing, the brain’s alarm system takes priority over the thinking parts that plan and focus. Safety also means some predictability: knowing roughly what your days hold, and that a mistake will not be met with harshness.',
          reflection: 'Where, and with whom, do you feel most safe and settled?',
          subQuestions: [
            'Is anything in your life keeping you on edge or worried at the moment?',
            'Which places help you feel calm enough to think clearly?',
            'How predictable is your week: do you know what is coming?',
            'Who could you talk to if something started to feel unsafe?',
          ],
        },
        {
          id: 'belonging',
          name: 'Belonging & Connection',
          summary: 'People who know you',
          description:
            'Humans are wired for connection. Feeling that you belong, with family, friends, a team, a club or a teacher who gets you, gives you energy and courage. Feeling left out or lonely drains that energy, often without you noticing. You do not need a crowd: one or two people who truly know you make a real difference.',
          reflection: 'Where do you feel you truly belong?',
          subQuestions: [
            'Who are the people you can be completely yourself with?',
            'When did you last feel really understood by someone?',
            'Are there places or groups where you feel on the outside?',
            'What is one way you could strengthen a connection that matters to you?',
          ],
        },
        {
          id: 'esteem',
          name: 'Esteem',
          summary: 'Valuing yourself',
          description:
            'Esteem is how you see and value yourself, and feeling respected by others. Healthy self-esteem is not believing you are perfect; it is knowing you have worth even when you struggle. Many bright students tie their worth to grades, so one bad test can feel like a verdict on who they are. Lasting esteem grows from seeing yourself get better at things through your own effort.',
          reflection: 'How do you speak to yourself when something goes wrong?',
          subQuestions: [
            'What are you proud of that has nothing to do with grades?',
            'Whose opinion of you matters most to you, and why?',
            'When you make a mistake, what is the first thing you tell yourself?',
            'What would you say to a friend in the same situation?',
          ],
        },
      ],
    },
  ],
};
