import type { CoachKind } from './coach-kind';

/** What positions are comfortable with a bad back? */
export const positionComfort: CoachKind = {
  key: 'position-comfort',
  subject: 'comfortable positions',
  tone: 'practical',
  topics: ['touch'],
  suggests: ['comfort-cushions'],
  patterns: [
    'comfortable position*',
    'position* that * comfortable',
    'comfortable sex',
    'bad back',
    'back pain',
    'knee*',
    'hip*',
    'sore back',
    'less tiring',
    'tiring position*',
    'gets tired',
    'get tired',
    'too tiring',
    'easier position*',
    'gentle position*',
    'low effort',
    'arthritis',
    'mobility',
    'pregnan*',
  ],
  answers: [
    'Comfort first makes everything else better. Side-lying positions like spooning take weight off backs and knees, and a firm pillow under the hips or lower back can change the angle without any strain. Move slowly, say what feels good out loud, and change position the moment something aches.',
    'Support is your friend: pillows, a wedge cushion, the edge of the bed or a sturdy sofa arm all take effort off joints. Positions where the person with the sore spot can lie still and supported, while the other adjusts, often work best. If pain is new or keeps coming back, it is worth checking with a doctor or physiotherapist.',
    'Slow and supported tends to feel better than fast and athletic. Try lying on your sides facing each other, or one of you lying back with knees bent and feet flat while the other kneels close. Agree on a simple signal for "let us shift" so nobody pushes through discomfort to be polite.',
  ],
};
