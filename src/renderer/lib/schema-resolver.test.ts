import { describe, expect, it } from 'vitest';
import { supportMessageBody } from './form-fields';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@shared/domain/support';
import { schemaResolver } from './schema-resolver';

const check = schemaResolver(supportMessageBody);
const message = {
  name: 'Sam',
  email: 'sam@example.com',
  subject: 'Results',
  message: 'Where are our results?',
};

describe('a form checked by a contract schema', () => {
  it('passes what the server accepts', () => {
    expect(check(message)).toEqual({});
    expect(check({ ...message, email: ' Sam@Example.com ' })).toEqual({});
  });

  it('asks for each field in its own words, one problem per field, in the form’s order', () => {
    const problems = check({ name: '  ', email: 'sam@', subject: '', message: '\n' });
    expect(Object.keys(problems)).toEqual(['name', 'email', 'subject', 'message']);
    expect(problems).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('keeps the name and subject to one line without an address, as the server does', () => {
    expect(check({ ...message, name: 'Velvet Team\nACTION' })).toEqual({
      name: 'Name must be on one line.',
    });
    expect(check({ ...message, name: 'evil.example' })).toEqual({
      name: 'Name cannot contain a web address.',
    });
    expect(check({ ...message, subject: 'Visit 10.0.0.1' })).toEqual({
      subject: 'Subject cannot contain a web address.',
    });
    // The message itself may name a page that misbehaves.
    expect(check({ ...message, message: 'https://velvet.example/summary is blank.' })).toEqual({});
  });

  it('refuses a message longer than the server keeps', () => {
    expect(check({ ...message, message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(check({ ...message, message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: 'Message is too long.',
    });
  });
});
