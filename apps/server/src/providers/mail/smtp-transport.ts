import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail(email);
    },
    async close() {
      transporter.close();
    },
  };
}
