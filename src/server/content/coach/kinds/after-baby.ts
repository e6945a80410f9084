import type { CoachKind } from './coach-kind';

/** How do we get our sex life back after having a baby? */
export const afterBaby: CoachKind = {
  key: 'after-baby',
  subject: 'intimacy after a baby',
  tone: 'gentle',
  topics: ['touch'],
  suggests: ['sofa-cuddles', 'back-massage', 'lubricants'],
  patterns: [
    'after * baby',
    'after the birth',
    'after giving birth',
    'since the baby',
    'since our baby',
    'new baby',
    'newborn',
    'new parents',
    'postpartum',
    'post partum',
    'breastfeeding',
    'since * born',
  ],
  answers: [
    'After a baby, bodies, sleep and priorities all change, and it is normal for sex to take a back seat for a while. There is no deadline: wait until the birth parent has been checked by a doctor or midwife and genuinely feels ready. Until then, closeness can be a hug, a shower together or ten minutes on the sofa without the baby monitor.',
    'Go slowly when you start again, with plenty of lubricant, because hormones, especially while breastfeeding, can cause dryness. Stop if anything hurts, and mention lasting pain to a doctor or a pelvic floor physiotherapist. Talk about what each of you is feeling, including tiredness and any worries about your changed bodies.',
    "Tiredness is the biggest enemy, so look after each other's rest first; a nap traded for a night feed can be surprisingly romantic. Small daily moments of affection keep you feeling like partners, not only parents. When you do have time together, aim for closeness rather than any particular outcome.",
  ],
};
