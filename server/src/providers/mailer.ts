import nodemailer from 'nodemailer';
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
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
