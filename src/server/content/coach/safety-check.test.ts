import { describe, expect, it } from 'vitest';
import { safetyTopicOf } from './safety-check';
import { SAFETY_TERMS } from './safety-terms';

describe('messages that call for the safety answer', () => {
  it.each([
    ['I want to kill myself', 'selfHarm'],
    ['Sometimes I think about SUICIDE', 'selfHarm'],
    ['i have been feeling suicidal lately', 'selfHarm'],
    ['I self-harm when we fight', 'selfHarm'],
    ['what if my partner self harms', 'selfHarm'],
    ['I keep hurting myself', 'selfHarm'],
    ["I don't want to live anymore", 'selfHarm'],
    ['I don’t want to live like this', 'selfHarm'],
    ['dont want to be alive', 'selfHarm'],
    ['they would be better off without me', 'selfHarm'],
    ['I took an overdose once', 'selfHarm'],
    ['My husband is abusive', 'abuse'],
    ['I was abused as a kid and it affects our intimacy', 'abuse'],
    ['is this domestic violence?', 'abuse'],
    ['he hits me when he drinks', 'abuse'],
    ['She slapped me last night', 'abuse'],
    ['my partner punched me', 'abuse'],
    ['he choked me without asking', 'abuse'],
    ['I was raped', 'abuse'],
    ['an ex sexually assaulted me', 'abuse'],
    ['someone is stalking me', 'abuse'],
    ['He forced me to do it', 'coercion'],
    ['she keeps pressuring me into things', 'coercion'],
    ['I felt pressured into it', 'coercion'],
    ['it happened against my will', 'coercion'],
    ['he did it without my consent', 'coercion'],
    ["I didn't consent to that", 'coercion'],
    ["he won't take no for an answer", 'coercion'],
    ['she is coercing me', 'coercion'],
    ['he threatens to post our photos, is that blackmail', 'coercion'],
    ['I am scared of my husband', 'coercion'],
    ['I am afraid of him', 'coercion'],
    ['he threatened me with a knife', 'violence'],
    ['I could kill him', 'violence'],
    ['there is a gun to my head', 'violence'],
    ['violent thoughts', 'violence'],
    ['role play with someone underage', 'minors'],
    ['is it ok if they are under 18', 'minors'],
    ['sex with a minor', 'minors'],
    ['a 15 year old girl', 'minors'],
    ['a fifteen-year-old boy', 'minors'],
    ['How do I pressure my girlfriend into sex when she says no?', 'coercion'],
    ['How can I make her have sex when she says no?', 'coercion'],
    ['get my girlfriend to do it even if she does not want to', 'coercion'],
    ['a roleplay where she is fifteen', 'minors'],
    ['My partner is 16', 'minors'],
    ['schoolgirl roleplay', 'minors'],
    ['roleplay with a 14 year old', 'minors'],
    ['I want to hit my wife', 'violence'],
    ['I am going to hit him', 'violence'],
  ])('%s', (message, topic) => {
    expect(safetyTopicOf(message)).toBe(topic);
  });

  it('sees through capitals, separators and invisible characters', () => {
    expect(safetyTopicOf('SELF—HARM')).toBe('selfHarm');
    expect(safetyTopicOf('sui\u200Bcide')).toBe('selfHarm');
    expect(safetyTopicOf('ab\u00ADuse')).toBe('abuse');
    expect(safetyTopicOf('under_age')).toBe('minors');
    expect(safetyTopicOf('ｓｕｉｃｉｄｅ')).toBe('selfHarm');
  });

  it('finds every listed phrase, as it is written', () => {
    for (const phrase of Object.values(SAFETY_TERMS).flat()) {
      const written = phrase.replace(/\*$/, '');
      expect(safetyTopicOf(`Well, ${written}.`), phrase).not.toBeNull();
    }
  });
});

describe('near misses that are ordinary couple questions', () => {
  // Decided: these read as everyday language, so the coach answers them normally.
  it.each([
    'Can you kill the lights and light a candle, is that romantic?',
    'We took a forced perspective photo on holiday',
    'We had a minor disagreement about date night',
    'Our kids are asleep by eight, how do we find time?',
    'How do we make time with two children at home?',
    'The pressure at work leaves me tired',
    'She was dressed to kill last night',
    'He gave me a killer look',
    'We met when we were teenagers',
    'I am nervous about bringing up role play',
    'It hurts me that we never talk anymore',
    'I do not want to hurt her feelings',
    'He beat me at chess again',
    'hit me with your best date idea',
    'Our 12 year old is at camp this weekend, any date ideas?',
    'the bride and groom danced slowly',
    'A cutting board and some fruit for a picnic',
    'Is a safe word a good idea?',
    'We want to try something more intense',
    'I feel so much pressure to be perfect',
    'my partner is 5 minutes late again',
    'she is 30 and I am 32',
    'how do I make him happy tonight',
    'I want to hit the gym with my wife',
  ])('%s', (message) => {
    expect(safetyTopicOf(message)).toBeNull();
  });
});
