import type { ActivityCategory, ActivityDifficulty } from '../contract/index.js';

/** One activity of the built-in library, with its steps kept as a list until it is stored. */
export interface LibraryActivity {
  title: string;
  category: ActivityCategory;
  difficulty: ActivityDifficulty;
  description: string;
  steps: string[];
}

/** Stored form of the steps: one numbered step per line, as the activity cards show them. */
export function formatInstructions(steps: readonly string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

/**
 * The executive-function skill library seeded at start-up: two activities per category and difficulty.
 * Each rests on a well-studied practice (time estimation, implementation intentions, retrieval practice,
 * spacing, external memory aids, structured breaks) and is written for a student to do alone in 10 to 40 minutes.
 */
export const ACTIVITY_LIBRARY: readonly LibraryActivity[] = [
  // Time management
  {
    title: 'Time Prediction Challenge',
    category: 'time_management',
    difficulty: 'beginner',
    description:
      'Most people misjudge how long everyday tasks take, and students with executive-function challenges often underestimate by half. Guessing first and then timing yourself trains a more accurate internal clock, the base of every realistic schedule.',
    steps: [
      'Choose three tasks you will do today, such as a worksheet, reading a chapter section and packing your bag.',
      'Before each task, write down how many minutes you expect it to take.',
      'Start a timer when you begin and stop it when the task is truly finished.',
      'Write the real time next to your guess and note the difference in minutes.',
      'Look at the three differences: do you usually guess too short, too long, or about right?',
      'Write one sentence about what you will add or remove the next time you estimate a similar task.',
    ],
  },
  {
    title: 'Focused Study Sprint',
    category: 'time_management',
    difficulty: 'beginner',
    description:
      'Short, timed work blocks with planned breaks make a large task feel startable and help you notice how much you can finish in a fixed time. This is a simple version of the Pomodoro technique.',
    steps: [
      'Pick one assignment and write the specific piece you will work on, for example "questions 1 to 6".',
      'Put your phone in another room or turn on do-not-disturb, and close tabs you do not need.',
      'Set a timer for 25 minutes and work only on that piece until it rings.',
      'Take a 5-minute break away from the screen: stand up, stretch, drink water.',
      'Repeat for a second sprint, then write down how much you finished in each one.',
      'Decide whether 25 minutes felt right; next time try 15 or 35 minutes if it did not.',
    ],
  },
  {
    title: 'Weekly Time Map',
    category: 'time_management',
    difficulty: 'intermediate',
    description:
      'Seeing your whole week on one page shows how much time is already committed and where your real free blocks are. Planning schoolwork into those blocks replaces the vague feeling of "I have all weekend".',
    steps: [
      'Draw or print a grid with the seven days across the top and hours from waking to bedtime down the side.',
      'Fill in fixed commitments first: classes, practice, work, meals, travel and sleep.',
      'Shade the blocks that are left; these are your available hours. Add them up.',
      "List this week's assignments and tests with your time estimate for each.",
      'Place each piece of work into a specific free block, leaving at least one block empty as a buffer.',
      "At the end of the week, mark which blocks you used as planned and adjust next week's map.",
    ],
  },
  {
    title: 'Daily Time Audit',
    category: 'time_management',
    difficulty: 'intermediate',
    description:
      'You cannot manage time you cannot see. Recording what you actually do for two days reveals hidden time drains and the times of day when you work best, without judging yourself for either.',
    steps: [
      'For two ordinary days, keep a log in your phone notes or on paper.',
      'Every time you switch activities, write the time and what you are starting.',
      'At the end of each day, group the entries: school work, activities, rest, screens, travel, other.',
      'Add up the minutes in each group and compare them with what you thought you spent.',
      'Circle the hour of the day when your school work went best.',
      'Choose one change for next week, such as moving homework to that hour or limiting one time drain.',
    ],
  },
  {
    title: 'Energy-Matched Scheduling',
    category: 'time_management',
    difficulty: 'advanced',
    description:
      'Attention and motivation rise and fall in a fairly regular daily rhythm. Scheduling demanding work for your high-energy times and routine tasks for low-energy times gets more done in the same hours.',
    steps: [
      'For five days, rate your energy and focus from 1 to 5 at four set times: morning, midday, afternoon and evening.',
      'Find your two highest-rated time slots and your lowest one.',
      'Sort your current tasks into "deep work" (writing, problem sets, studying for tests) and "light work" (organizing, emailing, copying notes).',
      'Schedule deep work into your high-energy slots and light work into the low one for the coming week.',
      'Protect the high-energy slots: no appointments, chores or social media during them.',
      'After the week, compare what you completed with an ordinary week and keep the slots that worked.',
    ],
  },
  {
    title: 'Planning-Fallacy Correction',
    category: 'time_management',
    difficulty: 'advanced',
    description:
      'People plan from the best case and forget the interruptions that always happen, a bias psychologists call the planning fallacy. Basing estimates on your own past record and adding a buffer makes deadlines far less stressful.',
    steps: [
      'List three recent assignments and, as well as you can remember, how long you planned versus how long they really took.',
      'Divide actual time by planned time for each and average the three numbers; this is your personal correction factor.',
      'For your next large assignment, make your usual estimate and multiply it by your correction factor.',
      'Add a buffer of at least one extra day before the real deadline and write that as your own due date.',
      'Track the real time as you work.',
      'Afterwards, update your correction factor with the new result.',
    ],
  },
  // Planning
  {
    title: 'Break It Down: Task Chunking',
    category: 'planning',
    difficulty: 'beginner',
    description:
      'Large assignments feel overwhelming because the first step is unclear. Splitting a task into concrete chunks of 30 minutes or less makes it easier to begin and to see progress.',
    steps: [
      'Write the name of one assignment that feels too big, and its due date.',
      'List every step you can think of, in any order, on sticky notes or a page.',
      'Rewrite any step that would take more than 30 minutes as two or three smaller ones.',
      'Put the steps in order and number them.',
      'Start each step with an action verb, such as "find three sources" or "draft paragraph two".',
      'Do step 1 today, even if only for 10 minutes, and check it off.',
    ],
  },
  {
    title: "Tomorrow's Top Three",
    category: 'planning',
    difficulty: 'beginner',
    description:
      'Choosing a small number of priorities the evening before reduces morning decision-making and makes it clear what "a good day" means. Three is enough to make progress without overloading you.',
    steps: [
      'Each evening, spend five minutes looking at your assignments, tests and commitments.',
      'Choose the three tasks that matter most for tomorrow; put one that is due soonest first.',
      'Write each as a specific action with a time, for example "4:00 pm: outline history essay".',
      'Put the list where you will see it in the morning, such as your phone lock screen or your desk.',
      'Tomorrow evening, check off what you finished and move anything unfinished onto the new list.',
      'After a week, notice which kinds of tasks keep getting moved, and talk about them with your coach.',
    ],
  },
  {
    title: 'Backward Planning from a Deadline',
    category: 'planning',
    difficulty: 'intermediate',
    description:
      'Starting from the due date and working backwards shows when each part must be done, so the work is spread out instead of crammed into the last night.',
    steps: [
      'Write the final due date at the bottom of a page.',
      'Ask: what must be finished just before that? Write it above with its own date, such as "final proofread: the day before".',
      'Keep working upwards, for example draft, outline, research and choosing a topic, giving each step a date.',
      'Check that the first step starts no later than this week; if it does not fit, move dates earlier.',
      'Copy every step and date into your planner or calendar with a reminder.',
      'At each step, check whether you are on schedule and adjust the remaining dates if needed.',
    ],
  },
  {
    title: 'If-Then Plans',
    category: 'planning',
    difficulty: 'intermediate',
    description:
      'Research on implementation intentions shows that deciding in advance exactly when, where and how you will act ("If it is 4 pm on Tuesday, then I open my chemistry notes at the kitchen table") greatly increases follow-through.',
    steps: [
      'Choose one goal you keep meaning to work on, such as reviewing notes or starting homework earlier.',
      'Pick a clear cue that already happens in your day: a time, a place or the end of another activity.',
      'Write the plan as a sentence: "If [cue], then I will [specific action]".',
      'Add one plan for a likely obstacle: "If I feel like checking my phone, then I will put it in my bag first".',
      'Read both sentences aloud once in the morning.',
      'For one week, tick each day you carried out the plan and note what helped on the days you did.',
    ],
  },
  {
    title: 'Semester Project Roadmap',
    category: 'planning',
    difficulty: 'advanced',
    description:
      'Long projects fail in the middle, when there is no deadline pressing. A roadmap with milestones and check-in dates turns one distant deadline into several near ones.',
    steps: [
      'Gather the project requirements and the final due date, and list all deliverables.',
      'Divide the project into four to six phases, for example research, plan, first draft, revision and final polish.',
      'Give each phase a milestone: a concrete product with a date, such as "annotated list of 8 sources by March 3".',
      'Estimate the hours each phase needs and schedule weekly work blocks to cover them.',
      'Choose a person (coach, parent or teacher) and a date to show each milestone to.',
      'At every milestone, compare progress with the roadmap and re-plan the remaining phases in writing.',
    ],
  },
  {
    title: 'Pre-Mortem: Planning for Obstacles',
    category: 'planning',
    difficulty: 'advanced',
    description:
      'Imagining that a plan has already failed and asking why uncovers risks you would otherwise ignore. Psychologists use this "pre-mortem" to make plans sturdier before the trouble starts.',
    steps: [
      'Write down a plan you are about to start, such as preparing for finals.',
      'Imagine it is the day after the deadline and the plan went badly. Spend five minutes listing every reason it could have failed.',
      'Mark the three reasons that are most likely or would do the most damage.',
      'For each of the three, write a prevention step you can take now and a backup if it happens anyway.',
      'Add the prevention steps to your schedule.',
      'Halfway through the plan, reread your list and check whether any warning signs have appeared.',
    ],
  },
  // Organization
  {
    title: 'Backpack and Binder Reset',
    category: 'organization',
    difficulty: 'beginner',
    description:
      'Lost papers and forgotten materials cost time and points. A short weekly reset keeps your materials in a state where you can find anything in under a minute.',
    steps: [
      'Empty your backpack completely onto a table.',
      'Sort everything into three piles: keep in the bag, file at home, throw away or recycle.',
      'Put loose papers in the right subject folder or binder section; use one folder for "to do" and one for "to hand in".',
      'Restock supplies you are out of, such as pens, paper and a charger.',
      'Pack the bag again in the same order every time.',
      'Choose a fixed weekly time for this reset, such as Sunday evening, and put it in your calendar.',
    ],
  },
  {
    title: 'One Home for Every Assignment',
    category: 'organization',
    difficulty: 'beginner',
    description:
      'Keeping assignments in several places (memory, papers, apps, messages) guarantees that some get missed. Capturing every task in one trusted place frees your working memory for the work itself.',
    steps: [
      'Choose one place for all assignments: a paper planner or a single app. Only one.',
      'Go through every class website, handout and message and copy every current assignment into it with its due date.',
      'Write each entry with the class, the task and the due date, for example "English: read ch. 4, Thu".',
      'Set a rule: you write down each new assignment before you leave the classroom, or the moment it is posted.',
      'Check the list at the same two times every day, after school and before bed.',
      'Cross out finished work rather than erasing it, so you can see what you have done.',
    ],
  },
  {
    title: 'Weekly Review Routine',
    category: 'organization',
    difficulty: 'intermediate',
    description:
      'A short review each week catches tasks that slipped through, clears clutter and sets up the week ahead. It is the habit that keeps every other organization system working.',
    steps: [
      'Book 30 minutes at the same time each week, for example Sunday at 5 pm.',
      'Collect loose items: papers, notes on your phone, messages from teachers. Add any tasks to your assignment list.',
      'Check each class portal for grades, missing work and upcoming tests.',
      'Look at the next two weeks in your calendar and note deadlines and busy days.',
      'Choose your three most important goals for the week and schedule time for them.',
      'Tidy your desk and digital desktop for five minutes, then end the review.',
    ],
  },
  {
    title: 'Design Your Study Space',
    category: 'organization',
    difficulty: 'intermediate',
    description:
      'Your surroundings cue your behaviour. A study space set up for one purpose, with everything you need and nothing you do not, makes starting easier and reduces the urge to wander.',
    steps: [
      'Pick one spot you can use most days for school work; it does not have to be a desk.',
      'Remove anything unrelated to studying that catches your eye, especially your phone.',
      "Gather what you usually need within arm's reach: pens, paper, calculator, charger, water.",
      'Check lighting and noise; add a lamp or headphones if needed.',
      'Make a start-up ritual for the space, such as clearing the surface and writing your first task on a sticky note.',
      'Use the space only for work for one week and note whether getting started became easier.',
    ],
  },
  {
    title: 'Cornell Notes System',
    category: 'organization',
    difficulty: 'advanced',
    description:
      'The Cornell method organizes notes so they become a study tool: key questions on the left, details on the right and a summary at the bottom. Reviewing by covering the details turns notes into self-testing.',
    steps: [
      'Divide a page into a narrow left column, a wide right column and a strip at the bottom.',
      'During class or reading, take notes in the right column in short phrases, not full sentences.',
      'Within 24 hours, write a question or key term in the left column next to each section of notes.',
      'Write a two- or three-sentence summary of the page in the bottom strip, in your own words.',
      'To review, cover the right column and answer the left-column questions aloud, then check.',
      'Use this format for one class for two weeks and compare your quiz results with before.',
    ],
  },
  {
    title: 'Research Project Organizer',
    category: 'organization',
    difficulty: 'advanced',
    description:
      'Research papers fall apart when sources, quotes and ideas are scattered. A single organizer that links every note to its source and to the part of the paper it supports makes drafting and citing much faster.',
    steps: [
      'Create one document or spreadsheet with columns: source, citation, key point or quote, page, and which section of the paper it supports.',
      'Add each source as soon as you find it, with the full citation information.',
      'For every useful idea, add a row with a short paraphrase in your own words and the page number.',
      'Tag each row with the paper section it belongs to, such as "intro", "argument 2" or "counterargument".',
      'Before drafting, sort by section so the evidence for each part is grouped.',
      'Draft section by section from the sorted rows, citing as you write.',
    ],
  },
  // Focus and attention
  {
    title: 'Distraction Log',
    category: 'attention',
    difficulty: 'beginner',
    description:
      'Noticing when and why your attention drifts is the first step in managing it. Logging distractions without judgment shows patterns you can then plan around.',
    steps: [
      'Keep a sheet of paper beside you during one homework session of at least 30 minutes.',
      'Each time you notice your attention has left the task, make a tally mark and write one word for what pulled you away, such as "phone", "hungry" or "worry".',
      'Return to the task right away; no need to fix anything yet.',
      'At the end, count the marks and group the causes.',
      'Choose the most common cause and one change to reduce it next time, such as a snack beforehand or the phone in another room.',
      'Repeat the log after the change and compare the counts.',
    ],
  },
  {
    title: 'Phone-Free Focus Block',
    category: 'attention',
    difficulty: 'beginner',
    description:
      'Studies show that even a silent phone within reach reduces available attention. Putting physical distance between you and your phone for a set block is one of the simplest ways to concentrate better.',
    steps: [
      'Choose a 30-minute block of homework today.',
      'Before starting, tell anyone who might message you that you will reply after the block.',
      'Put your phone on silent in another room, or in a bag out of sight.',
      'Work on one task for the whole block; if you need the internet, open only the page you need.',
      'When the block ends, rate your focus from 1 to 5 and note how much you finished.',
      'Compare with a block where the phone was nearby, and decide on your phone rule for homework.',
    ],
  },
  {
    title: 'Thought Parking Lot',
    category: 'attention',
    difficulty: 'intermediate',
    description:
      'Unrelated thoughts such as "I need to text Sam" or "did I submit that form?" keep pulling attention because your mind is trying not to forget them. Parking them on paper lets you return to the task with a clear head.',
    steps: [
      'Before a study session, put a blank page labelled "Parking Lot" beside your work.',
      'Whenever an unrelated thought or to-do pops up, write it on the page in a few words.',
      'Go straight back to your task without acting on the thought.',
      'At the end of the session, read the parking lot and deal with each item: do it, schedule it or cross it out.',
      'Notice whether the same kinds of thoughts appear each time.',
      'Use the parking lot for every study session this week.',
    ],
  },
  {
    title: 'Focused Breathing Reset',
    category: 'attention',
    difficulty: 'intermediate',
    description:
      'Brief focused-attention practice trains the skill of noticing that your mind has wandered and gently bringing it back, the same skill you use when refocusing on schoolwork. A few minutes a day is enough to begin.',
    steps: [
      'Sit comfortably with your feet on the floor and set a timer for three minutes.',
      'Rest your attention on the feeling of breathing at your nose or belly.',
      'Silently count each out-breath from one to ten, then start again at one.',
      'When you notice you have lost count or drifted, note "wandering" and return to one without criticizing yourself.',
      'After the timer, write how many times you noticed your mind wandering; noticing is the goal, not a low number.',
      'Practise daily for a week, trying it once right before homework, and increase to five minutes when three feels easy.',
    ],
  },
  {
    title: 'Focus Endurance Ladder',
    category: 'attention',
    difficulty: 'advanced',
    description:
      'Sustained attention grows with gradual practice, like physical stamina. Starting from the length you can already manage and adding a few minutes at a time builds longer, higher-quality work periods.',
    steps: [
      'Find your baseline: time how long you can work on a demanding task before your attention first drifts. Do this twice and average.',
      'Set your first focus block at that baseline plus two minutes.',
      'Work in that block with all distractions removed, followed by a five-minute break.',
      'When you complete three blocks in a row at a length without drifting, add three minutes.',
      "Record each block's length and a focus rating from 1 to 5 in a log.",
      'Stop increasing at about 50 minutes; longer blocks give little extra benefit without a break.',
    ],
  },
  {
    title: 'Active Reading with Self-Questions',
    category: 'attention',
    difficulty: 'advanced',
    description:
      'When reading passively, eyes can keep moving long after attention has left. Asking and answering questions at set points keeps attention on the meaning and shows you at once when you have drifted.',
    steps: [
      'Before reading, skim headings and any summary, and write two questions you expect the reading to answer.',
      'Mark stopping points every page or two.',
      'At each stopping point, look away and say in one or two sentences what that section said.',
      'If you cannot, reread only that section, this time more slowly.',
      'Write one new question the section raises, or a connection to something you already know.',
      'At the end, answer your opening questions in writing without looking back, then check.',
    ],
  },
  // Working memory
  {
    title: 'Write It Down Right Away',
    category: 'working_memory',
    difficulty: 'beginner',
    description:
      'Working memory holds only a few items for a short time, and it is easily overloaded. Recording instructions, ideas and tasks the moment you receive them is a proven way to stop losing them.',
    steps: [
      'Choose one capture tool you always carry: a small notebook or one notes app.',
      'For one week, write down every instruction a teacher gives that includes more than one step.',
      'Also write down any task you agree to do, and any idea you want to keep, as soon as it comes up.',
      'Use short, clear phrases and include a day or time when there is one.',
      'Each evening, move the tasks into your planner and cross them out of the capture tool.',
      'At the end of the week, count how many things you would likely have forgotten.',
    ],
  },
  {
    title: 'Chunking Practice',
    category: 'working_memory',
    difficulty: 'beginner',
    description:
      'Grouping separate items into meaningful chunks lets working memory hold more. This is why phone numbers are split into groups. Practising on purpose helps you use chunking for vocabulary, formulas and lists.',
    steps: [
      'Write a list of 12 items you need to learn, such as vocabulary words, dates or elements.',
      'Look for ways to group them: by category, first letter, time period or a story connecting them.',
      'Form three or four groups of three or four items and give each group a name.',
      'Cover the list and write everything you remember, group by group.',
      'Check which items you missed and add them to a group where they make sense.',
      'Repeat the recall the next day without studying first, and compare your score.',
    ],
  },
  {
    title: 'Teach-Back',
    category: 'working_memory',
    difficulty: 'intermediate',
    description:
      'Explaining material in your own words forces you to hold ideas in mind, connect them and find gaps. Teaching someone, even an imaginary student, is among the most effective ways to learn.',
    steps: [
      "Choose one concept from this week's class that you need to understand well.",
      'Study it for 10 minutes using your notes and textbook.',
      'Close all materials and explain the concept aloud, as if teaching a younger student, for two to three minutes. Record yourself if you like.',
      'Write down any point where you got stuck or hand-waved.',
      'Go back to your materials to fill exactly those gaps.',
      'Explain it once more from memory, including an example of your own.',
    ],
  },
  {
    title: 'Retrieval Practice Flashcards',
    category: 'working_memory',
    difficulty: 'intermediate',
    description:
      'Pulling information out of memory strengthens it far more than rereading it. Flashcards used for genuine self-testing, rather than flipping and nodding, apply one of the best-supported findings in learning science.',
    steps: [
      'Make 15 to 20 flashcards for an upcoming test: a question on the front, a short answer on the back.',
      'Go through the deck, saying or writing your answer before you turn each card.',
      'Sort the cards into "knew it" and "missed it" piles.',
      'Go through the "missed it" pile again until each card has been answered correctly once.',
      'Shuffle the whole deck and test yourself again the next day.',
      'Keep a card in the deck until you have answered it correctly on three different days.',
    ],
  },
  {
    title: 'Spaced Review Schedule',
    category: 'working_memory',
    difficulty: 'advanced',
    description:
      'Reviewing material at increasing intervals, for example 1, 3 and 7 days after learning, produces much stronger long-term memory than cramming the same total time. Building a schedule makes spacing automatic.',
    steps: [
      'After learning new material in class, write the topic and date in a review log.',
      'Schedule short reviews of it 1 day, 3 days, 7 days and 14 days later in your calendar.',
      'At each review, self-test first (flashcards, practice problems or a blank-page summary) before looking at notes.',
      'Mark how well you recalled it: easy, partly, or hard.',
      'If it was hard, add an extra review two days later; if easy, you may skip the next interval.',
      'Before a test, review the topics marked hard most recently instead of rereading everything.',
    ],
  },
  {
    title: 'Memory Palace',
    category: 'working_memory',
    difficulty: 'advanced',
    description:
      'The method of loci links items to remember with vivid images placed along a familiar route. It is one of the oldest and best-tested memory techniques and is useful for ordered lists, speech points and sequences.',
    steps: [
      'Choose a route you know well, such as walking through your home, and list ten distinct places along it in order.',
      'Take a list of up to ten items to memorize, such as the steps of a process or the points of a presentation.',
      'Create a vivid, unusual image for each item and place it at the matching spot on the route.',
      'Walk the route in your mind slowly, seeing each image, twice.',
      'Close your eyes and recall the items by walking the route, then write them in order and check.',
      'Review the next day and after a week; reuse the same route for new lists once the old one is no longer needed.',
    ],
  },
];
