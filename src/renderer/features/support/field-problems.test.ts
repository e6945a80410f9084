import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@shared/domain/support';
import { fieldProblem } from './field-problems';

describe('fieldProblem', () => {
  it('asks for each field in its own words', () => {
    expect(fieldProblem('name', '  ')).toBe('Name is required.');
    expect(fieldProblem('subject', '')).toBe('Subject is required.');
    expect(fieldProblem('message', '\n')).toBe('Message is required.');
  });

  it('checks the email address', () => {
    expect(fieldProblem('email', 'sam@')).toBe('Please enter a valid email address.');
    expect(fieldProblem('email', ' Sam@Example.com ')).toBeNull();
  });

  it('keeps the name and subject to one line without an address, as the server does', () => {
    expect(fieldProblem('name', 'Velvet Team\nACTION')).toBe('Name must be on one line.');
    expect(fieldProblem('name', 'evil.example')).toBe('Name cannot contain a web address.');
    expect(fieldProblem('subject', 'Visit 10.0.0.1')).toBe('Subject cannot contain a web address.');
    expect(fieldProblem('subject', 'Results & streaks?')).toBeNull();
    // The message itself may name a page that misbehaves.
    expect(fieldProblem('message', 'The page https://velvet.example/summary is blank.')).toBeNull();
  });

  it('refuses a message longer than the server keeps', () => {
    expect(fieldProblem('message', 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(fieldProblem('message', 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1))).toBe(
      'Message is too long.',
    );
  });
});
