import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { escapeHtml } from '@shared/escape-html';
import { isSafeDisplayText } from '@shared/domain/display-text';
import type { MailMessage } from './mailer';
import { quotedLines } from './quoted-text';

/** The subject of every copy to a sender: what they typed is never repeated. */
export const SUPPORT_COPY_SUBJECT = 'We got your message';

export function passwordResetEmail(to: string, displayName: string, link: string): MailMessage {
  const text = [
    `Hi ${displayName},`,
    '',
    'Someone asked to reset the password of your Velvet account. To choose a new password, open this link within one hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'Velvet: play deeper. Love bolder.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(displayName)},</p>
<p>Someone asked to reset the password of your Velvet account. To choose a new password, open this link within one hour:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Velvet: play deeper. Love bolder.</p>`;
  return { to, subject: 'Reset your Velvet password', text, html };
}

export function emailVerificationEmail(to: string, displayName: string, link: string): MailMessage {
  const text = [
    `Hi ${displayName},`,
    '',
    'Please confirm that this is your email so you can connect with your partner on Velvet. Open this link within 48 hours:',
    '',
    link,
    '',
    'If you did not create a Velvet account, ignore this email: nothing happens without the link.',
    '',
    'Velvet: play deeper. Love bolder.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(displayName)},</p>
<p>Please confirm that this is your email so you can connect with your partner on Velvet. Open this link within 48 hours:</p>
<p><a href="${escapeHtml(link)}">Confirm my email</a></p>
<p>If you did not create a Velvet account, ignore this email: nothing happens without the link.</p>
<p>Velvet: play deeper. Love bolder.</p>`;
  return { to, subject: 'Confirm your email for Velvet', text, html };
}

export function notificationEmail(
  to: string,
  notification: { title: string; description: string },
  link: string,
): MailMessage {
  const text = [
    notification.title,
    '',
    notification.description,
    '',
    `Open Velvet: ${link}`,
    '',
    'You get these emails because email notifications are on. Turn them off in Settings.',
  ].join('\n');
  const html = `<p><strong>${escapeHtml(notification.title)}</strong></p>
<p>${escapeHtml(notification.description)}</p>
<p><a href="${escapeHtml(link)}">Open Velvet</a></p>
<p>You get these emails because email notifications are on. Turn them off in Settings.</p>`;
  return { to, subject: `Velvet: ${notification.title}`, text, html };
}

/**
 * A notification email in discreet mode (docs/accounts.md): nothing in the subject, the body or
 * the link tells what the notification is about.
 */
export function discreetNotificationEmail(to: string, link: string): MailMessage {
  const { title, description } = DISCREET_NOTIFICATION;
  const text = [
    title,
    '',
    description,
    '',
    `Open Velvet: ${link}`,
    '',
    'You get these emails because email notifications are on. Turn them off in Settings.',
  ].join('\n');
  const html = `<p><strong>${escapeHtml(title)}</strong></p>
<p>${escapeHtml(description)}</p>
<p><a href="${escapeHtml(link)}">Open Velvet</a></p>
<p>You get these emails because email notifications are on. Turn them off in Settings.</p>`;
  return { to, subject: title, text, html };
}

/**
 * The inviter's name as an invitation shows it. A name saved before display names were held to
 * the rule (docs/accounts.md) may carry an address or hidden text: such a name is not written
 * into someone else's inbox at all.
 */
const inviterLine = (name: string) =>
  isSafeDisplayText(name.trim()) ? name.trim() : 'Someone you know';

/**
 * A partner invitation to someone without an account: the link opens registration and carries
 * a single-use token, so registering through it proves the address (docs/couples.md).
 */
export function partnerInvitationEmail(to: string, inviterName: string, link: string): MailMessage {
  const inviter = inviterLine(inviterName);
  const text = [
    'Hi,',
    '',
    `${inviter} invited you to connect as partners on Velvet, the app for couples to explore together. Velvet is for adults (18+) only.`,
    '',
    'To accept, create your account with this link. It is meant for you alone and works once:',
    '',
    link,
    '',
    'If you do not know this person or do not want to join, ignore this email.',
    '',
    'Velvet: play deeper. Love bolder.',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>${escapeHtml(inviter)} invited you to connect as partners on Velvet, the app for couples to explore together. Velvet is for adults (18+) only.</p>
<p>To accept, create your account with this link. It is meant for you alone and works once:</p>
<p><a href="${escapeHtml(link)}">Join Velvet</a></p>
<p>If you do not know this person or do not want to join, ignore this email.</p>
<p>Velvet: play deeper. Love bolder.</p>`;
  return { to, subject: 'You are invited to join your partner on Velvet', text, html };
}

/** A partner invitation to someone who already has an account: they accept in the app. */
export function partnerInvitationToPlayerEmail(
  to: string,
  inviterName: string,
  link: string,
): MailMessage {
  const inviter = inviterLine(inviterName);
  const text = [
    'Hi,',
    '',
    `${inviter} invited you to connect as partners on Velvet.`,
    '',
    'Sign in to accept (or decline) the invitation on your account profile. If you have not confirmed your email yet, do that first: the invitation shows once you have.',
    '',
    link,
    '',
    'You get these emails because email notifications are on. Turn them off in Settings.',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>${escapeHtml(inviter)} invited you to connect as partners on Velvet.</p>
<p>Sign in to accept (or decline) the invitation on your account profile. If you have not confirmed your email yet, do that first: the invitation shows once you have.</p>
<p><a href="${escapeHtml(link)}">Open my account profile</a></p>
<p>You get these emails because email notifications are on. Turn them off in Settings.</p>`;
  return { to, subject: 'Velvet: You have a partner invitation', text, html };
}

/**
 * To the owner of an account whose sign-in was paused after failures in a row: someone may be
 * guessing. It names no address or place, only what happened and what to do.
 */
export function failedSignInsEmail(to: string, failures: number, link: string): MailMessage {
  const lines = [
    'Hi,',
    '',
    `There were ${failures} failed attempts in a row to sign in to your Velvet account with this email. To protect it, sign-ins with this email now pause for a while after each further failure.`,
    '',
    'If it was you, wait a few minutes and try again, or choose a new password with "Forgot password?" on the sign-in page:',
    '',
    link,
    '',
    'If it was not you, your password kept them out. Choosing a new, longer one keeps it that way.',
    '',
    'Velvet: play deeper. Love bolder.',
  ];
  const html = `<p>Hi,</p>
<p>There were ${failures} failed attempts in a row to sign in to your Velvet account with this email. To protect it, sign-ins with this email now pause for a while after each further failure.</p>
<p>If it was you, wait a few minutes and try again, or choose a new password with "Forgot password?" on the sign-in page:</p>
<p><a href="${escapeHtml(link)}">Sign in to Velvet</a></p>
<p>If it was not you, your password kept them out. Choosing a new, longer one keeps it that way.</p>
<p>Velvet: play deeper. Love bolder.</p>`;
  return { to, subject: FAILED_SIGN_INS_SUBJECT, text: lines.join('\n'), html };
}

export const FAILED_SIGN_INS_SUBJECT = 'Failed sign-ins to your Velvet account';

export interface SupportMessageMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const quotedHtml = (quoted: string) =>
  `<blockquote>${escapeHtml(quoted.replace(/^> ?/gm, '')).replace(/\n/g, '<br>')}</blockquote>`;

/**
 * A contact-form message for staff; replying answers its author directly. The name and subject
 * passed the rule of text shown to others (one line, no address); the message is quoted with
 * its addresses defused, so nothing in it reads as Velvet's own words or as a link.
 */
export function supportMessageEmail(to: string, sent: SupportMessageMail): MailMessage {
  const quoted = quotedLines(sent.message);
  const text = [
    `From: ${sent.name} <${sent.email}>`,
    `Subject: ${sent.subject}`,
    '',
    'They wrote (web addresses are shown with [.] so that none is a link):',
    '',
    quoted,
    '',
    'Reply to this email to answer the sender directly.',
  ].join('\n');
  const html = `<p><strong>From:</strong> ${escapeHtml(sent.name)} &lt;${escapeHtml(sent.email)}&gt;<br>
<strong>Subject:</strong> ${escapeHtml(sent.subject)}</p>
<p>They wrote (web addresses are shown with [.] so that none is a link):</p>
${quotedHtml(quoted)}
<p>Reply to this email to answer the sender directly.</p>`;
  return { to, replyTo: sent.email, subject: `[Velvet support] ${sent.subject}`, text, html };
}

/**
 * The copy a signed-in player gets at their confirmed address when they write to support. It
 * repeats nothing they typed: whoever fills in the form decides nothing about what it says.
 */
export function supportCopyEmail(to: string, supportEmail: string, replyTime: string): MailMessage {
  const text = [
    'Hi,',
    '',
    `We got the message you sent from your Velvet account and will reply to this address within ${replyTime}.`,
    '',
    'If you did not write to us, tell us by replying to this email.',
    '',
    'Velvet: play deeper. Love bolder.',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>We got the message you sent from your Velvet account and will reply to this address within ${escapeHtml(replyTime)}.</p>
<p>If you did not write to us, tell us by replying to this email.</p>
<p>Velvet: play deeper. Love bolder.</p>`;
  return { to, replyTo: supportEmail, subject: SUPPORT_COPY_SUBJECT, text, html };
}
