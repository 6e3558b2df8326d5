/** Real questions in en that the scenario patterns must find, and ones they must not (reader-scenarios). */
import type { Scenario } from '../../../core/oracle/scenarios/scenario.js';

/** Questions each pattern must find . */
export const SCENARIO_EXAMPLES_EN: Partial<Record<Scenario, string[]>> = {
  own_grief: [
    'How do I cope with the loss of my father?',
    'My dog died last week and I cannot stop crying. Will it get easier?',
    'Is my mom at peace now that she has passed away?',
  ],
  support_grieving: [
    'How can I support my best friend whose mother just died?',
    'What should I say to my colleague who lost her husband?',
    'How do I comfort my partner while he is grieving his dad?',
  ],
  pet_health: [
    'Will my cat recover from her surgery?',
    'What should I expect from the vet appointment for my dog?',
    'My old dog has stopped eating, is he going to be okay?',
  ],
  loved_one_ill: [
    'Will my mum get better after her surgery?',
    'My husband was diagnosed with cancer, what do we need to know?',
    'My grandfather is in hospital, how can I help him?',
  ],
  mind: [
    'How can I recover from burnout?',
    'Why do I feel so anxious all the time?',
    'What do I need to know about my mental health right now?',
  ],
  their_feelings: [
    'I have a crush on my coworker, does he like me?',
    'What does he feel about me?',
    'Does Alex still think about me?',
    'Is she interested in me or just being friendly?',
  ],
  ex_return: [
    'Will my ex come back to me?',
    'Should I go back to him after everything?',
    'Will we get back together this year?',
  ],
  breakup_recovery: [
    'What do I need to learn from this breakup?',
    'How do I get over my ex?',
    'How can I find myself again after the divorce?',
    'When will I finally move on from this heartbreak?',
  ],
  the_one: ['Is he the one?', 'Is she my soulmate?', 'Are we meant to be together?'],
  marriage: [
    'Will I get married this year?',
    'Will my boyfriend propose to me?',
    'Is there a wedding in my near future?',
  ],
  new_relationship: [
    'Where is this new relationship going?',
    "We've been dating for a few weeks, is it serious?",
    "What should I know about the guy I'm seeing?",
  ],
  relationship_future: [
    'Will my relationship with my partner last?',
    'How will our relationship develop over the next year?',
    'Should we move in together?',
  ],
  meet_someone: [
    'Will I meet someone soon?',
    'When will I find love?',
    "I've been single for years, will I ever be in a relationship?",
  ],
  friend_conflict: [
    'How do I fix things with my best friend after our fight?',
    'My friend stopped talking to me, what should I do?',
    'What does my friend think of me after our argument?',
  ],
  child: [
    'How can I help my son who is struggling at school?',
    'My teenage daughter is so withdrawn, what does she need from me?',
    'How can I be a better parent?',
  ],
  family_rift: [
    'How can I repair things with my brother?',
    'Should I forgive my father?',
    "My sister and I haven't spoken in a year. Will we make up?",
    'How do I deal with the conflict with my parents?',
    'Does my mother still love me after our fight?',
    'How do I set boundaries with my mother-in-law?',
  ],
  loneliness: [
    'Why do I feel so lonely?',
    "I'm new in this city and have no friends, what should I do?",
    'Will I ever make real friends?',
  ],
  relocation: [
    'Should I move back home to be closer to my family? The distance is hard.',
    'Should I move to Berlin?',
    'Is it a good idea to move abroad next year?',
    'Should I stay or move back home?',
  ],
  home: [
    'Will I get the apartment I applied for?',
    'Is this a good time to buy a house?',
    'Will we find a flat before the summer?',
  ],
  interview: [
    'How will my interview go on Friday?',
    'Will I get the job I interviewed for?',
    'What do I need to know before my job interview tomorrow?',
  ],
  job_search: [
    'Will I find a new job soon?',
    'Will I get this job after so many rejections?',
    "I've been unemployed for a year, what should I do?",
  ],
  raise: [
    'Will I get a raise this year?',
    'Should I ask my boss for a promotion?',
    'How should I negotiate my salary?',
  ],
  career_change: [
    'Will my business idea actually work?',
    'Should I quit my job?',
    'Is it time to start my own bakery?',
    'Should I take my music seriously?',
    'Should I go back to school to become a nurse?',
    'Is it too late to retrain as a teacher?',
  ],
  workplace: [
    'My boss takes credit for my work. What do I do?',
    'How do I deal with my difficult boss?',
    'My colleagues exclude me. What should I do?',
    "Why doesn't my manager appreciate my work?",
    'Will the tension in my team get better?',
    'My boss keeps taking credit for my ideas, how should I handle it?',
    'Does my manager even notice how much I do?',
    'How do I set boundaries with a coworker who keeps dumping tasks on me?',
    'I feel left out at work, what can I do?',
  ],
  exam: ['Will I pass my exam?', 'How will my driving test go?', 'Will I finish my thesis on time?'],
  money: [
    'Will I pay off my credit card with my job?',
    'When will I be out of debt?',
    'Should I take out a loan?',
    'How can I improve my finances?',
  ],
  self_sabotage: [
    'Why do I keep sabotaging good things?',
    'Why do I always push people away when they get close?',
    'How do I stop getting in my own way?',
  ],
  procrastination: [
    'Why do I procrastinate so much?',
    'Why do I keep putting things off?',
    'How can I find the motivation to start?',
  ],
  self_worth: [
    'How can I be more confident?',
    "Why do I feel I'm never enough?",
    'How do I stop comparing myself to others?',
    'Will I ever believe in myself?',
    'Why do I feel like a fraud at work when everyone says I am doing well?',
    'How can I build my self-esteem?',
  ],
};

/** Questions no pattern may find. */
export const SCENARIO_NONE_EN: string[] = [
  'Will my business trip go well?',
  'Will the sewing patterns I designed sell?',
  'What should I know about this week?',
  'What energy surrounds me today?',
  'What does the universe want me to learn right now?',
  'Give me a general reading for the month ahead.',
  'What is my lesson for this season?',
  'What do I need to know about my family this year?',
  'Will our family holiday in Spain go well?',
  'What should I know about my work this month?',
  'Will my team win the match on Saturday?',
  'What do I need to know about myself right now?',
  'Is there never enough time in my days for what matters?',
];
