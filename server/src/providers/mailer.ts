import type { Logger } from './logger.ts';

export type MailMessage = { to: string; subject: string; text: string; link?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise the message goes to the server log, so a fresh
 * install can still reset a password (the operator reads the link from the log).
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (message) => {
        options.logger.info(
          `Email to ${message.to}: ${message.subject}${message.link ? `\n  link: ${message.link}` : ''}`,
        );
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // Loaded on first use: most installs never send mail, and nodemailer is large.
  let transport: Promise<{ sendMail: (m: object) => Promise<unknown> }> | undefined;
  return {
    send: async (message) => {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
