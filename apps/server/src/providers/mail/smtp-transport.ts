import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ listUnsubscribe, ...email }) {
      await transporter.sendMail({ ...email, ...(listUnsubscribe ? { list: { unsubscribe: listUnsubscribe } } : {}) });
    },
    async close() {
      transporter.close();
    },
  };
}
