import type { BoatPart } from './types';

/** The sails: the executive-function hierarchy, from trans-self integration down to the seven self-regulation areas. */
export const SAILS: BoatPart = {
  id: 'sails',
  title: 'The Sails',
  tagline: 'Your executive functions',
  intro:
    'Sails catch the wind and turn it into movement. In the Boat, the sails are your executive functions: the brain’s self-management skills that turn good intentions into action. They form a hierarchy. At the top of the mast are the broad capacities that give your life direction; lower down are the everyday self-regulation skills that get you through a single homework session. Executive functions keep developing into your mid-twenties, so every one of them can be strengthened with practice.',
  groups: [
    {
      title: 'Trans-Self Integration',
      intro: 'The top of the mast: seeing your life as part of something larger.',
      elements: [
        {
          id: 'trans-self-integration',
          name: 'Trans-Self Integration',
          summary: 'Connecting to something bigger',
          description:
            'The highest level of the hierarchy is connecting your own life to something bigger than yourself: your family, your community, humanity, nature, or your faith and deepest values. Here you see your choices as part of a larger story. Students who feel connected to a bigger purpose often find it easier to keep going when the work gets tedious.',
          reflection: 'What is bigger than you that gives your life meaning?',
          subQuestions: [
            'When have you felt part of something larger than yourself?',
            'How could your goals help people beyond you?',
            'Which values do you hope to pass on to others?',
            'How does thinking about the bigger picture change how you feel about today’s tasks?',
          ],
        },
      ],
    },
    {
      title: 'Guiding Your Choices',
      intro: 'Intention, discernment and compassion shape how you use every other skill.',
      elements: [
        {
          id: 'intention',
          name: 'Intention',
          summary: 'Choosing on purpose',
          description:
            'Intention is choosing on purpose. Instead of reacting to whatever is in front of you, you decide what you mean to do and why. Setting an intention before a study session, a conversation or a day (“I want to finish the outline and be patient with myself”) points your attention in a direction.',
          reflection: 'What do you intend for this week, and why does it matter to you?',
          subQuestions: [
            'How often do you start your day with a clear intention?',
            'When do you notice yourself acting on autopilot?',
            'What intention could you set before your next homework session?',
            'How can you tell when your actions match your intentions?',
          ],
        },
        {
          id: 'discernment',
          name: 'Discernment',
          summary: 'Weighing options wisely',
          description:
            'Discernment is weighing options wisely: telling what matters from what merely feels urgent, which source to trust, which opportunity to say yes to and which to decline. It draws on your values, your experience and careful thinking at the same time.',
          reflection: 'How do you decide what deserves your time and energy?',
          subQuestions: [
            'Think of a recent decision. What helped you choose?',
            'How do you tell the difference between urgent and important?',
            'When have you said yes to something you wish you had declined?',
            'Who do you trust to help you think through a hard choice?',
          ],
        },
        {
          id: 'compassion',
          name: 'Compassion',
          summary: 'Kindness to others and yourself',
          description:
            'Compassion is meeting difficulty, other people’s and your own, with kindness and a wish to help. Self-compassion is not letting yourself off the hook: research shows that people who treat their mistakes kindly are more likely to try again and improve, while harsh self-criticism tends to lead to avoidance.',
          reflection: 'How would you treat yourself if you were your own best friend?',
          subQuestions: [
            'How do you respond when a friend is struggling?',
            'How do you respond when you are the one struggling?',
            'What is a kind and honest thing you could tell yourself after a setback?',
            'How might more compassion change the way you handle a hard class or relationship?',
          ],
        },
      ],
    },
    {
      title: 'Knowing Yourself and Setting Direction',
      intro: 'Awareness and analysis tell you where you are; goals and foresight tell you where to go next.',
      elements: [
        {
          id: 'awareness-of-self',
          name: 'Awareness of Self',
          summary: 'Noticing what happens inside',
          description:
            'Self-awareness is noticing what is going on inside you, your feelings, energy, thoughts and habits, while it is happening. It is the first step to changing anything: you cannot trim a sail you have not noticed is flapping.',
          reflection: 'What are you feeling right now, and where do you notice it in your body?',
          subQuestions: [
            'Which early signs tell you that you are getting stressed or overwhelmed?',
            'At what time of day do you think most clearly?',
            'Which situations make you want to avoid work?',
            'How do your moods affect your schoolwork?',
          ],
        },
        {
          id: 'awareness-of-others',
          name: 'Awareness of Others',
          summary: 'Reading the people around you',
          description:
            'Awareness of others is reading the people around you: noticing how they feel, what they need and how your actions affect them. It helps you work in a group, ask a teacher for help at the right moment, and repair things when a friendship goes off course.',
          reflection: 'How well do you pick up on what others are feeling?',
          subQuestions: [
            'How can you tell a friend is upset even when they say they are fine?',
            'How do your moods affect the people around you?',
            'When is a good moment to ask a teacher for help, and how do you know?',
            'What do you do when you and someone else see a situation differently?',
          ],
        },
        {
          id: 'self-analysis',
          name: 'Self-Analysis',
          summary: 'Studying your own patterns',
          description:
            'Self-analysis is stepping back to study your own patterns honestly, the way a coach reviews game footage: what worked, what did not, and why. The aim is learning, not blame.',
          reflection: 'Which patterns do you notice in the way you approach your work?',
          subQuestions: [
            'Think of an assignment that went well. What did you do differently?',
            'Think of one that went badly. What got in the way?',
            'What do you tend to underestimate: time, difficulty, or your own ability?',
            'Which pattern would you most like to change?',
          ],
        },
        {
          id: 'goal-generation',
          name: 'Goal Generation',
          summary: 'Turning wishes into goals',
          description:
            'Goal generation is turning what you want into goals you can act on. A wish (“do better in math”) becomes a SMART goal (“finish every math problem set by Thursday night for the next month”). The best goals are truly yours, not only someone else’s expectations.',
          reflection: 'What do you want to achieve, and why does it matter to you?',
          subQuestions: [
            'Which of your goals did you choose yourself, and which were chosen for you?',
            'How could you make one of your goals more specific?',
            'How will you know when you have reached it?',
            'What is the very first step?',
          ],
        },
        {
          id: 'foresight-planning',
          name: 'Long-Term Foresight & Planning',
          summary: 'Seeing ahead and mapping steps',
          description:
            'Foresight and planning mean seeing ahead: imagining where today’s choices lead and mapping the steps to get somewhere. They let you prepare for a test two weeks away, break a big project into pieces, and see how this year connects to life after school. They are among the last executive functions to mature, so they take deliberate practice.',
          reflection: 'What will your future self thank you for doing now?',
          subQuestions: [
            'Which deadlines are coming up in the next month?',
            'How do you break a big project into smaller steps?',
            'How far ahead do you usually plan?',
            'What have you done in the past that made life easier for your future self?',
          ],
        },
      ],
    },
    {
      title: 'Self-Regulation: The Seven Everyday Skills',
      intro: 'The working sails: the skills you use minute by minute to get a task done.',
      elements: [
        {
          id: 'attending',
          name: 'Attending',
          summary: 'Directing and holding focus',
          description:
            'Attending is directing and holding your attention: noticing what matters, tuning out distractions, staying with a task and shifting focus when you need to. Attention is limited, and phones and notifications are designed to grab it.',
          reflection: 'What pulls your attention away most often?',
          subQuestions: [
            'How long can you usually focus before your mind wanders?',
            'What does your ideal place to focus look and sound like?',
            'What happens to your attention when your phone is in sight?',
            'What helps you bring your focus back when it drifts?',
          ],
        },
        {
          id: 'engaging',
          name: 'Engaging',
          summary: 'Getting started and keeping going',
          description:
            'Engaging is getting yourself started and keeping going: overcoming the pull to put a task off, then sustaining the effort once you begin. Starting is often the hardest part, especially when a task feels big, boring or unclear.',
          reflection: 'What makes it hard for you to get started?',
          subQuestions: [
            'Which tasks do you put off most, and what do they have in common?',
            'What helps you get going once you sit down?',
            'How do you keep going when the work gets dull?',
            'What tiny first step could make starting easier?',
          ],
        },
        {
          id: 'monitoring-judging',
          name: 'Monitoring & Judging',
          summary: 'Checking how it is going',
          description:
            'Monitoring is checking your work and progress as you go: am I on track, does this answer make sense, did I answer the question that was asked? Judging is deciding whether your effort and pace fit the task in front of you.',
          reflection: 'How do you check whether you are on track?',
          subQuestions: [
            'Do you reread your work before handing it in? What do you look for?',
            'How do you notice when you are spending too long on one part?',
            'How accurate are your guesses about how a test went?',
            'What signal tells you it is time to change your approach?',
          ],
        },
        {
          id: 'regulating-efficiently',
          name: 'Regulating Efficiently',
          summary: 'Managing pace, energy and feelings',
          description:
            'Regulating efficiently is managing your time, pace, energy and emotions so the job gets done without burning out: working at the right speed, taking breaks that actually help, and calming down enough to think when you feel frustrated or anxious.',
          reflection: 'How do you manage your energy and feelings during a long task?',
          subQuestions: [
            'How accurately can you estimate how long homework will take?',
            'Which breaks refresh you, and which pull you off track?',
            'What do you do when frustration starts to build?',
            'When do you rush, and when do you get stuck being too careful?',
          ],
        },
        {
          id: 'managing-memory',
          name: 'Managing Memory',
          summary: 'Holding and finding information',
          description:
            'Managing memory includes working memory, holding information in mind while you use it (like following directions with several steps), as well as storing and finding what you have learned. When working memory is overloaded, details slip away, so planners, lists and reminders can act as a memory outside your head.',
          reflection: 'How do you keep track of what you need to remember?',
          subQuestions: [
            'What kinds of things do you forget most often?',
            'Where do you write down assignments and due dates?',
            'Which study methods help information stick for you?',
            'How could you take some load off your memory this week?',
          ],
        },
        {
          id: 'inquiring-analyzing',
          name: 'Inquiring & Analyzing',
          summary: 'Asking questions, breaking things down',
          description:
            'Inquiring and analyzing is asking good questions and breaking information into parts to understand it: what is this really asking, what do I already know, how do these ideas fit together? Curiosity is its fuel.',
          reflection: 'What questions do you ask when something does not make sense?',
          subQuestions: [
            'How do you figure out what an assignment is really asking?',
            'When you do not understand something, what do you do first?',
            'How do you connect new material to what you already know?',
            'Which topic makes you genuinely curious?',
          ],
        },
        {
          id: 'solving-problems',
          name: 'Solving Problems',
          summary: 'Finding a way forward',
          description:
            'Solving problems is finding a way forward when something blocks you: defining the problem, thinking of several options, trying one, and adjusting if it does not work. It applies to a tricky math question and to a clash between practice and a deadline alike.',
          reflection: 'How do you respond when you hit a wall?',
          subQuestions: [
            'Think of a recent problem. How did you solve it?',
            'How many options do you usually consider before choosing one?',
            'When do you ask for help, and when do you keep trying alone?',
            'What would you try differently the next time you feel stuck?',
          ],
        },
      ],
    },
  ],
};
