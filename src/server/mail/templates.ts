import { DISCREET_NOTIFICATION } from '@shared/domain/discreet-mode';
import { escapeHtml } from '@shared/escape-html';
import { isSafeDisplayText } from '@shared/domain/display-text';
import type { MailMessage } from './mailer';

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

export interface SupportMessageMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A header line takes no line breaks: a subject typed over several lines reads as one. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const paragraphsHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

/** A contact-form message for staff; replying answers its author directly. */
export function supportMessageEmail(to: string, sent: SupportMessageMail): MailMessage {
  const subject = oneLine(sent.subject);
  const text = [
    `From: ${sent.name} <${sent.email}>`,
    `Subject: ${subject}`,
    '',
    sent.message,
    '',
    'Reply to this email to answer the sender directly.',
  ].join('\n');
  const html = `<p><strong>From:</strong> ${escapeHtml(sent.name)} &lt;${escapeHtml(sent.email)}&gt;<br>
<strong>Subject:</strong> ${escapeHtml(subject)}</p>
${paragraphsHtml(sent.message)}
<p>Reply to this email to answer the sender directly.</p>`;
  return { to, replyTo: sent.email, subject: `[Velvet support] ${subject}`, text, html };
}

/**
 * The sender's copy of their contact-form message, saying when to expect an answer; replying
 * to it reaches staff too.
 */
export function supportCopyEmail(
  sent: SupportMessageMail,
  supportEmail: string,
  replyTime: string,
): MailMessage {
  const subject = oneLine(sent.subject);
  const text = [
    `Hi ${sent.name},`,
    '',
    `We got your message and will reply to this address within ${replyTime}. Here is a copy of what you sent:`,
    '',
    `Subject: ${subject}`,
    '',
    sent.message,
    '',
    'Velvet: play deeper. Love bolder.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(sent.name)},</p>
<p>We got your message and will reply to this address within ${escapeHtml(replyTime)}. Here is a copy of what you sent:</p>
<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>
${paragraphsHtml(sent.message)}
<p>Velvet: play deeper. Love bolder.</p>`;
  return {
    to: sent.email,
    replyTo: supportEmail,
    subject: `We got your message: ${subject}`,
    text,
    html,
  };
}
