/**
 * How the coach's answers begin: one short sentence before the answer itself, chosen from the
 * conversation so a couple never reads the same opening twice in a row. `{name}` is the
 * player's name, in only a few of them so it does not sound like a form letter.
 */
export const OPENINGS = {
  /** For plain questions: what to buy, how to do something, what is normal. */
  practical: [
    'Good question.',
    'Good question, {name}.',
    'Lots of couples wonder about this.',
    'This comes up a lot, and there is plenty you can do.',
    'Happy to think this through with you.',
    'Here is what tends to help.',
    'Let us look at this together.',
    'Plenty of couples ask exactly this.',
    'Thanks for asking so plainly, {name}.',
    'A practical answer first.',
    'Worth talking about, and you are already doing it.',
    'Here is a simple way to think about it.',
  ],
  /** For feelings: hurt, worry, tension, pain. */
  gentle: [
    'That sounds hard, and it makes sense that it is on your mind.',
    'Thank you for trusting me with this, {name}.',
    'You are not alone in this; many couples go through it.',
    'It says a lot that you want to handle this with care.',
    'That is a tender thing to deal with.',
    'I am glad you brought this up.',
    'This is more common than it feels from the inside.',
    'Let us take this gently.',
    'It is brave to put this into words, {name}.',
    'Feelings like this deserve attention, not judgement.',
    'Thanks for sharing something so personal.',
    'You are asking the right question.',
  ],
  /** For a follow-up on what was just discussed. */
  followUp: [
    'Sure, here is another angle.',
    'Of course.',
    'Happy to go on, {name}.',
    'Here is another thought.',
    'Good follow-up.',
    'That is the natural next question.',
    'Let us take it one step further.',
    'Another way to look at it:',
    'Here is one more idea.',
    'Fair question.',
    'Picking up where we left off:',
    'Yes, let us stay with this a moment.',
  ],
  /** For a greeting or a message the coach cannot place: warm, and open to more. */
  general: [
    'Thanks for your message, {name}.',
    'Lovely to hear from you.',
    'Hello, {name}.',
    'Glad you stopped by.',
    'Thanks for reaching out.',
    'Nice to hear from you, {name}.',
    'Here is a thought to start with.',
    'Let us start somewhere simple.',
    'Thanks for your question.',
    'Always happy to talk.',
  ],
} as const satisfies Record<string, readonly string[]>;

export type OpeningPool = keyof typeof OPENINGS;
