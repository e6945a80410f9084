import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
