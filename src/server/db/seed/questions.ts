import { answer, question, type QuestionCategory } from './catalogue-types';

/** The general questions: multiple-choice categories, each with one answer set. */
export const QUESTION_CATEGORIES: readonly QuestionCategory[] = [
  {
    key: 'how-often',
    name: 'How Often',
    answers: [
      answer('rarely', 'Rarely'),
      answer('sometimes', 'Sometimes'),
      answer('often', 'Often'),
      answer('as-often-as-possible', 'As often as possible'),
    ],
    questions: [
      question('date-night', 'How often would you like a date night, just the two of you?'),
      question('intimacy', 'How often would you like to be intimate together?'),
      question('everyday-affection', 'How often would you like a hug, a kiss or a held hand?'),
      question('something-new', 'How often would you like to try something new together?'),
      question('talk-desires', 'How often would you like to talk openly about your desires?'),
      question('surprises', 'How often would you like your partner to surprise you?'),
    ],
  },
  {
    key: 'pace-and-mood',
    name: 'Pace and Mood',
    answers: [
      answer('slow-and-tender', 'Slow and tender'),
      answer('relaxed', 'Relaxed and easy-going'),
      answer('playful', 'Playful and light-hearted'),
      answer('bold', 'Bold and adventurous'),
    ],
    questions: [
      question('trying-new', 'What pace feels best when you try something new together?'),
      question('evening-mood', 'Which mood do you most enjoy for an evening together?'),
      question('more-of', 'Which mood would you like more of in your relationship?'),
      question('weeknight', 'What kind of closeness suits you best on a busy weeknight?'),
    ],
  },
  {
    key: 'what-matters-most',
    name: 'What Matters Most',
    answers: [
      answer('safe-and-cared-for', 'Feeling safe and cared for'),
      answer('desired', 'Feeling desired'),
      answer('fun', 'Having fun together'),
      answer('talking', 'Growing closer through talking'),
    ],
    questions: [
      question('in-intimacy', 'What matters most to you in intimacy?'),
      question('hard-day', 'What matters most to you after a difficult day?'),
      question('stronger', 'What would make your connection feel stronger this year?'),
      question('new-idea', 'What matters most to you when your partner suggests a new idea?'),
    ],
  },
  {
    key: 'time-of-day',
    name: 'Time of Day',
    answers: [
      answer('mornings', 'Mornings'),
      answer('afternoons', 'Afternoons'),
      answer('evenings', 'Evenings'),
      answer('late-at-night', 'Late at night'),
    ],
    questions: [
      question('most-affectionate', 'When do you usually feel most affectionate?'),
      question('intimate-time', 'When do you most enjoy intimate time together?'),
      question('deep-talk', 'When do you most like to have a deep conversation?'),
    ],
  },
  {
    key: 'talking-it-through',
    name: 'Talking It Through',
    answers: [
      answer('face-to-face', 'Face to face'),
      answer('side-by-side', 'Side by side, on a walk or a drive'),
      answer('in-writing', 'In a message or a note'),
      answer('in-the-app', 'Through our answers here first'),
    ],
    questions: [
      question('new-desire', 'How would you prefer to bring up a new desire?'),
      question(
        'not-working',
        'How would you like to hear that something is not working for your partner?',
      ),
      question('after-something-new', 'How do you prefer to share how something new felt?'),
    ],
  },
];
