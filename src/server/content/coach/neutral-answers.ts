/**
 * The coach's last resorts, tried in order when every other answer touched one of the couple's
 * boundaries. They name no activity, and no two share a word, so a boundary that rules out one
 * (a custom boundary can be any word) leaves the others.
 */
export const NEUTRAL_REPLIES = [
  'Thank you for sharing. Could you describe it further?',
  'Tell me more: what matters most right now?',
  'Kindness and curiosity usually help.',
  'Go gently, at whatever pace feels good.',
  'Happy to chat again anytime.',
  'Small steps, honest words, warm moments.',
] as const;

export const NEUTRAL_QUESTIONS = [
  'What would you like to explore next?',
  'How are things feeling so far?',
  'Which moment mattered most to share?',
  'Anything else on your mind?',
  'Tell me one hope for tomorrow.',
] as const;

export const NEUTRAL_SUMMARIES = [
  'Thank you for answering these questions.',
  'Well done: honest reflection builds closeness.',
  'Keep talking kindly, one step at a time.',
  'This session is complete.',
  'Great work today!',
] as const;

/**
 * When even every neutral text touches a boundary (only a couple with many custom boundaries
 * could get here): a symbol has no words to touch.
 */
export const WORDLESS_ANSWER = '💛';
