/**
 * How the coach's answers end when no welcomed activity fits (activity-closings.ts): an
 * invitation to go on, chosen from the conversation, never the same twice in a row.
 */
export const CLOSINGS: readonly string[] = [
  'If you would like, tell me a bit more and I can be more specific.',
  'You can ask me how to bring it up, or what to do if the answer is no.',
  'Take what fits the two of you and leave the rest.',
  'Go at the pace of whoever is less sure, and keep talking.',
  'I am here if you want to think it through further.',
  'Let me know how it goes, or what else is on your mind.',
  'There is no rush: small steps you both enjoy beat big ones one of you puts up with.',
  'Whatever you try, a short check-in afterwards makes the next time easier.',
  'You know each other best, so trust that.',
  'Want another idea? Just ask.',
  'Curious about something related? Ask away.',
  'Be kind to yourselves while you work it out.',
];
