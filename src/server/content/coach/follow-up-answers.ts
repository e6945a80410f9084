import type { FollowUp } from './coach-intents';

/**
 * Written answers to a follow-up, in the context of the kind discussed: `{subject}` is the
 * kind's own phrase ("a first toy", "jealousy"). A "more" follow-up is answered with the kind's
 * next answer instead, so it has none here.
 */
export const FOLLOW_UP_ANSWERS: Record<Exclude<FollowUp, 'more'>, readonly string[]> = {
  bringUp: [
    'Choose a calm moment away from the bedroom, like a walk, a drive or washing up side by side, when neither of you is tired or rushed. Start with why it matters to you rather than with a plan: "I have been thinking about {subject}, and I would love to hear what you think." Then listen more than you talk.',
    'Keep the first mention light and short, and make it easy for your partner to answer honestly. Something like "Can I tell you about something I have been curious about? It is about {subject}" gives them a moment to settle in. If they need time to think, that is a good sign they are taking it seriously.',
    'Lead with warmth: say what you love about what you already share before you raise {subject}, so it sounds like an invitation, not a complaint. Ask an open question, such as "how do you feel about that?", and resist filling the silence. One good conversation can be short; you can always come back to it.',
  ],
  ifNo: [
    'If the answer is no, or not yet, when it comes to {subject}, thank your partner for being honest; that honesty is what makes every yes trustworthy. Their no is about this, not about you or how much they love you. Let it rest for now, and if you want to, ask later whether there is a part they would feel comfortable with.',
    'A no deserves the same warmth as a yes. Try "thank you for telling me, I am glad we can talk about {subject}" and then move to something you both enjoy, so the evening stays close. Pushing or bargaining costs trust; patience and curiosity build it.',
    "It is fine to feel disappointed after a no about {subject}, and fine to say so gently, without making it your partner's job to fix. Ask what would feel good for them instead; wishes often overlap in unexpected places. Over time, people tend to open up most with partners who take their no well.",
  ],
};
