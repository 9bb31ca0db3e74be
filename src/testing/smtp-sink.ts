/**
 * A local SMTP sink: a real SMTP server (`smtp-server`) on 127.0.0.1 that accepts every
 * message, keeps it in memory and optionally saves it as an `.eml` file. Used by
 * `npm run email:dev`, the integration test and the end-to-end test — never in production.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it, with the parts tests and developers look at decoded. */
export interface ReceivedMail {
  /** Envelope sender (`MAIL FROM`). */
  from: string;
  /** Envelope recipients (`RCPT TO`): who the message is delivered to. */
  to: string[];
  /** The raw message as sent (CRLF line ends). */
  raw: string;
  /** Decoded headers, lower-case names, each with every value it had. */
  headers: Record<string, string[]>;
  /** The decoded `Subject` header. */
  subject: string;
  /** The decoded plain-text part ('' when absent). */
  text: string;
  /** The decoded HTML part ('' when absent). */
  html: string;
  /** Where the `.eml` was saved, when `saveDir` was given. */
  file?: string;
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Directory where each message is saved as `<n>-<timestamp>.eml`. */
  saveDir?: string;
  /** Called for every message received. */
  onMessage?: (mail: ReceivedMail) => void;
  /** Recipients for which this returns true are refused with `550` (to test SMTP refusals). */
  rejectRecipient?: (address: string) => boolean;
}

/** A running sink. */
export interface SmtpSink {
  host: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Starts a local SMTP sink: no TLS (STARTTLS disabled), no login required, 10 MB size limit.
 * @returns the running sink once it listens.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error('Mailbox tidak tersedia'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        void (async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mailFrom = session.envelope.mailFrom;
          const mail: ReceivedMail = {
            from: mailFrom ? mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            ...parseMail(raw),
          };
          if (options.saveDir) {
            mail.file = join(options.saveDir, `${messages.length + 1}-${Date.now()}.eml`);
            await writeFile(mail.file, raw);
          }
          messages.push(mail);
          options.onMessage?.(mail);
          callback();
        })().catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    host,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A parsed message: headers and the decoded text and HTML parts. */
export interface ParsedMail {
  headers: Record<string, string[]>;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match
    ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
    : { head: raw, body: '' };
}

function decodeBytes(bytes: Uint8Array, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function decodeQuotedPrintable(value: string, charset?: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(soft[i]));
    }
  }
  return decodeBytes(Uint8Array.from(bytes), charset);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? decodeBytes(Buffer.from(data, 'base64'), charset)
          : decodeQuotedPrintable(data.replace(/_/g, ' '), charset),
    );
}

function parseHeaders(head: string): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function param(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function collectParts(raw: string, into: { text: string; html: string }): Record<string, string[]> {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type']?.[0] ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), into);
    }
    return headers;
  }
  const encoding = (headers['content-transfer-encoding']?.[0] ?? '7bit').toLowerCase();
  const charset = param(type, 'charset') ?? 'utf-8';
  const content = body.replace(/\r?\n$/, '');
  const decoded =
    encoding === 'base64'
      ? decodeBytes(Buffer.from(content.replace(/\s+/g, ''), 'base64'), charset)
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content, charset)
        : content;
  if (/^text\/html/i.test(type) && !into.html) into.html = decoded;
  else if (/^text\/plain/i.test(type) && !into.text) into.text = decoded;
  return headers;
}

/**
 * A small MIME reader for the messages this project sends (headers, RFC 2047 words, multipart,
 * quoted-printable and base64): enough to show and test them, not a general mail parser.
 * @param raw - the message as received.
 */
export function parseMail(raw: string): ParsedMail {
  const parts = { text: '', html: '' };
  const headers = collectParts(raw, parts);
  return { headers, subject: headers.subject?.[0] ?? '', ...parts };
}
