/**
 * `npm run email:dev`: the order e-mail function plus a local SMTP sink, so a developer sees the
 * e-mails the shop sends without any mail account.
 *
 * The sink listens on 127.0.0.1 (`SMTP_SINK_PORT`, default 2525), prints each message's envelope
 * and subject and saves it as an `.eml` file in a temporary directory. The function listens on
 * 127.0.0.1 (`PORT`, default 8787) and sends to the sink. `ORDER_EMAIL_KEY`, `ALLOWED_ORIGIN` and
 * `MAIL_FROM` can be overridden from the environment; the SMTP settings always point at the sink.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../src/shared/order-email/config';
import { DEFAULT_PORT, startServer } from './server';
import { startSmtpSink } from '../../src/testing/smtp-sink';

/** Defaults of the development setup (the key is for local use only). */
export const DEV_DEFAULTS = {
  ORDER_EMAIL_KEY: 'dev-order-email-key',
  MAIL_FROM: 'Seulanga <pesanan@seulanga.test>',
  ALLOWED_ORIGIN:
    'http://127.0.0.1:4173,http://localhost:4173,http://127.0.0.1:5173,http://localhost:5173',
  SMTP_SINK_PORT: '2525',
} as const;

async function main(): Promise<void> {
  const env = process.env;
  const saveDir = await mkdtemp(join(tmpdir(), 'seulanga-mail-'));
  const sink = await startSmtpSink({
    port: Number(env.SMTP_SINK_PORT || DEV_DEFAULTS.SMTP_SINK_PORT),
    saveDir,
    onMessage(mail) {
      console.log(
        [
          '',
          `[smtp] email diterima: ${new Date().toLocaleTimeString('id-ID')}`,
          `  dari   : ${mail.from}`,
          `  kepada : ${mail.to.join(', ')}`,
          `  subjek : ${mail.subject}`,
          `  file   : ${mail.file ?? '-'}`,
        ].join('\n'),
      );
    },
  });

  const key = env.ORDER_EMAIL_KEY || DEV_DEFAULTS.ORDER_EMAIL_KEY;
  const fn = await startServer({
    port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
    env: {
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: env.MAIL_FROM || DEV_DEFAULTS.MAIL_FROM,
      ORDER_EMAIL_KEY: key,
      ALLOWED_ORIGIN: env.ALLOWED_ORIGIN || DEV_DEFAULTS.ALLOWED_ORIGIN,
    },
    smtpOptions: { ignoreTLS: true },
  });

  console.log(
    [
      'Layanan email pesanan (pengembangan) berjalan:',
      `  fungsi HTTP : ${fn.url}`,
      `  SMTP sink   : smtp://${sink.host}:${sink.port} (email disimpan di ${saveDir})`,
      '',
      'Jalankan toko dengan:',
      `  VITE_ORDER_EMAIL_URL=${fn.url} VITE_ORDER_EMAIL_KEY=${key} npm run start:browser`,
      '',
      'Tekan Ctrl+C untuk berhenti.',
    ].join('\n'),
  );

  const stop = () => {
    void Promise.all([fn.close(), sink.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
