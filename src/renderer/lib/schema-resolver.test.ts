import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordBody, supportMessageBody } from './form-fields';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@shared/domain/support';
import { inOwnWords, readAs, schemaResolver, withConfirmation } from './schema-resolver';

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

describe('a new password typed twice', () => {
  const checkChange = schemaResolver(withConfirmation(changePasswordBody));
  const change = {
    currentPassword: 'old-password',
    newPassword: 'lantern orchard velvet',
    confirmPassword: 'lantern orchard velvet',
  };

  it('passes what the server accepts, without the confirmation', () => {
    expect(checkChange(change)).toEqual({});
    expect(withConfirmation(changePasswordBody).parse(change)).toEqual(change);
  });

  it('says a mismatch on the confirmation before the new password’s own rules', () => {
    expect(checkChange({ ...change, newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(checkChange({ ...change, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'Password must be at least 8 characters.',
    });
  });

  it('still asks for the other fields of the request beside a mismatch', () => {
    expect(checkChange({ currentPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('a field read from what its input holds', () => {
  const check = schemaResolver(
    z.object({
      tags: readAs(
        (typed: string) => typed.split(','),
        z.array(z.string().max(3, 'A tag is too long.')),
      ),
    }),
  );

  it('says a problem inside the result on the input', () => {
    expect(check({ tags: 'a,b' })).toEqual({});
    expect(check({ tags: 'a,b,long' })).toEqual({ tags: 'A tag is too long.' });
  });
});

describe('a field in the form’s own words', () => {
  const check = schemaResolver(
    z.object({ email: inOwnWords('Please enter a valid email', supportMessageBody.shape.email) }),
  );

  it('says every problem of the contract’s field in one sentence', () => {
    expect(check({ email: 'sam@example.com' })).toEqual({});
    for (const email of ['', 'sam@', `${'s'.repeat(300)}@example.com`])
      expect(check({ email })).toEqual({ email: 'Please enter a valid email' });
  });
});
