import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/server/smtp';
import type { BenchPlayer } from './survey-setup';

type Json = <T>(response: Response) => Promise<T>;

/**
 * Players and couples for the benchmarks, made the way people make them: each account proves
 * its email through the link Velvet mails (a real SMTP server here catches it), and an invited
 * partner registers through the invitation link.
 */
export class BenchAccounts {
  private registered = 0;

  private constructor(
    readonly smtp: TestSmtpServer,
    private readonly baseUrl: string,
    private readonly json: Json,
  ) {}

  /** A mailbox for the server to deliver to: start it before the server (SMTP_URL). */
  static async mailbox(): Promise<TestSmtpServer> {
    return startSmtpServer();
  }

  static for(smtp: TestSmtpServer, baseUrl: string, json: Json) {
    return new BenchAccounts(smtp, baseUrl, json);
  }

  private post(path: string, body: unknown, token?: string) {
    return fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  private async mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const mail = this.smtp.messages.find(
        (message) => message.to.includes(email) && subject.test(message.subject),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no email to ${email} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private static linkQuery(mail: ReceivedMail, pathname: string): URLSearchParams {
    const url = mail.text
      .match(/https?:\/\/\S+/g)
      ?.map((text) => new URL(text))
      .find((candidate) => candidate.pathname === pathname);
    if (!url) throw new Error(`no ${pathname} link in the email to ${mail.to.join(', ')}`);
    return url.searchParams;
  }

  /** A new account, its email confirmed through the mailed link unless it came by invitation. */
  async player(invitation?: { email: string; coupleId: string; inviteToken: string }) {
    this.registered += 1;
    const email = invitation?.email ?? `bench.${Date.now()}.${this.registered}@example.com`;
    await this.json(await this.post('/api/age-verification/verify', { email, isAge18Plus: true }));
    await this.json(await this.post('/api/age-verification/disclaimer', { email, agreed: true }));
    const player = await this.json<BenchPlayer & { emailVerified: boolean }>(
      await this.post('/api/players/register', {
        // A name that is no word of the content lists: "Bench" reads as a park bench, outdoors,
        // which a couple refusing an outdoor activity would then find in every task naming them.
        displayName: 'Alex',
        email,
        password: 'bench-password',
        gender: 0,
        coupleId: invitation?.coupleId ?? null,
        inviteToken: invitation?.inviteToken ?? null,
      }),
    );
    if (!player.emailVerified) {
      const mail = await this.mailTo(email, /Confirm your email/);
      const token = BenchAccounts.linkQuery(mail, '/verify-email').get('token');
      await this.json(await this.post('/api/players/verify-email', { token }));
    }
    return { ...player, coupleId: invitation?.coupleId ?? null };
  }

  /** Invites `email` from `inviter`; returns the inviter's couple. */
  async invite(inviter: BenchPlayer, email: string): Promise<string> {
    const { coupleProfileId } = await this.json<{ coupleProfileId: string }>(
      await this.post('/api/couples/invite', { partnerEmail: email }, inviter.token),
    );
    return coupleProfileId;
  }

  /** Two players coupled through the real invitation, the inviter's token refreshed. */
  async couple() {
    const inviter = await this.player();
    this.registered += 1;
    const email = `bench.partner.${Date.now()}.${this.registered}@example.com`;
    const coupleId = await this.invite(inviter, email);
    const mail = await this.mailTo(email, /invite/i);
    const inviteToken = BenchAccounts.linkQuery(mail, '/register').get('inviteToken') ?? '';
    const partner = await this.player({ email, coupleId, inviteToken });
    const refreshed = await this.json<BenchPlayer>(
      await this.post('/api/players/session/refresh', {}, inviter.token),
    );
    return { inviter: { ...refreshed, coupleId }, partner, coupleId };
  }

  /** Gives `invitee` `count` real notifications: an invitation from each of `count` players. */
  async notifications(invitee: { email: string }, count: number) {
    for (let i = 0; i < count; i++) await this.invite(await this.player(), invitee.email);
  }
}
