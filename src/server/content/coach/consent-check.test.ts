import { describe, expect, it } from 'vitest';
import { CONSENT_ANSWER, SAFETY_ANSWER } from '@shared/domain/coach';
import { consentTroubleOf } from './consent-check';
import { ORDINARY, TROUBLED } from './consent-corpus';
import { safetyAnswerFor } from './safety-check';

describe('the corpus of consent trouble and despair', () => {
  it('holds enough varied phrasings to mean something', () => {
    expect(TROUBLED.length).toBeGreaterThanOrEqual(150);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(50);
    expect(new Set(TROUBLED).size).toBe(TROUBLED.length);
    expect(new Set(ORDINARY).size).toBe(ORDINARY.length);
  });

  it.each(TROUBLED)('answers “%s” with a fixed answer', (message) => {
    expect(safetyAnswerFor(message)).not.toBeNull();
  });

  it.each(ORDINARY)('answers “%s” as usual', (message) => {
    expect(safetyAnswerFor(message)).toBeNull();
  });
});

describe('what kind of trouble a message tells of', () => {
  it.each([
    ['Sometimes my partner pushes me to do things I said no to', 'pressure'],
    ['he makes me feel bad for turning him down', 'guilt'],
    ['is it ok if I just go along with it to keep the peace', 'givingIn'],
    ["I'm scared of how he'll react if I say no", 'fear'],
    ['i dont feel like i can say no', 'cannotRefuse'],
    ['he keeps asking even after i say no', 'askedRepeatedly'],
    ['he did it while i was asleep', 'withoutAgreement'],
    ['she checks my phone every night', 'control'],
    ['i just want to disappear', 'despair'],
  ])('“%s” is %s', (message, kind) => {
    expect(consentTroubleOf(message)).toBe(kind);
  });

  it('hears every form of a word, and contractions typed any way', () => {
    for (const message of [
      'my partner pushes me to do things i said no to',
      'my partner pushed me to do things i said no to',
      'my partner is always pushing me to do things i say no to',
      'he won’t stop asking for it',
      "he won't stop asking for it",
      'he wont stop asking for it',
      'he will not stop asking for it',
      'he just wouldnt stop asking for it',
    ])
      expect(consentTroubleOf(message), message).not.toBeNull();
  });

  it('does not hear it where a "not" or "never" turns it around', () => {
    for (const message of [
      'he never pushes me to do anything i dont want',
      'my partner does not pressure me at all',
      'she would never guilt me into anything',
    ])
      expect(consentTroubleOf(message), message).toBeNull();
  });

  it('says a no always counts when a no is not heard, and gives the help in both answers', () => {
    expect(safetyAnswerFor('i just give in so he stops asking')).toBe(CONSENT_ANSWER);
    expect(safetyAnswerFor('she takes my paycheck every month')).toBe(CONSENT_ANSWER);
    expect(safetyAnswerFor('I was raped')).toBe(CONSENT_ANSWER);
    expect(safetyAnswerFor('nobody would even miss me')).toBe(SAFETY_ANSWER);
    expect(safetyAnswerFor('I want to kill myself')).toBe(SAFETY_ANSWER);
    expect(CONSENT_ANSWER).toContain('A no always counts');
    for (const answer of [CONSENT_ANSWER, SAFETY_ANSWER])
      for (const help of ['emergency number', 'doctor', 'counsellor', 'helpline'])
        expect(answer).toContain(help);
  });
});
