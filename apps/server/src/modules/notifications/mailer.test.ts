import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../config/settings.ts';
import { listOutboxMessages, outboxDir, safeAttachmentName } from './file-outbox.ts';
import { html } from './html.ts';
import { createMailer } from './mailer.ts';

const message = {
  to: 'ana@example.com',
  subject: 'Your tickets: order #100001',
  html: '<p>Thank You</p>',
  text: 'Thank You',
  attachments: [
    {
      filename: 'tickets-100001.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.3'),
    },
  ],
};

describe('mail settings', () => {
  it('default to files in the data folder, the foundation as sender and links to localhost', () => {
    expect(loadSettings({})).toMatchObject({
      MAIL_TRANSPORT: 'file',
      MAIL_FROM: '"Wasatch Legacy Foundation" <tickets@wasatchlegacy.org>',
      PUBLIC_URL: 'http://localhost:3000',
      OUTBOX_POLL_SECONDS: 2,
      OUTBOX_MAX_ATTEMPTS: 8,
    });
  });

  it('refuse SMTP without an smtp:// URL, naming the variable', () => {
    expect(() => loadSettings({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /SMTP_URL: is required when MAIL_TRANSPORT=smtp/,
    );
    expect(() =>
      loadSettings({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example.org' }),
    ).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(loadSettings({ PUBLIC_URL: 'https://tickets.example.org/' }).PUBLIC_URL).toBe(
      'https://tickets.example.org',
    );
  });
});

describe('the file mailer', () => {
  it('writes the MIME message, its HTML, a summary and each attachment under a safe name', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'file-mailer-test-'));
    try {
      const mailer = createMailer(
        loadSettings({ DATA_DIR: dataDir }),
        () => new Date('2026-12-01T15:00:00.123Z'),
      );
      const { messageId } = await mailer.send({
        ...message,
        attachments: [{ ...message.attachments[0]!, filename: '../../tickets 100001.pdf' }],
      });

      const [folder, ...others] = await readdir(outboxDir(dataDir));
      expect(others).toEqual([]);
      expect(folder).toMatch(/^20261201T150000123Z-[0-9a-f]{12}$/);
      const files = await readdir(path.join(outboxDir(dataDir), folder!));
      expect(files.sort()).toEqual([
        'message.eml',
        'message.html',
        'message.json',
        'tickets-100001.pdf',
      ]);
      const eml = await readFile(path.join(outboxDir(dataDir), folder!, 'message.eml'), 'utf8');
      expect(eml).toMatch(/^From: "?Wasatch Legacy Foundation"? <tickets@wasatchlegacy.org>$/m);
      expect(eml).toContain(`Message-ID: ${messageId}`);
      expect(await listOutboxMessages(dataDir)).toEqual([
        {
          id: folder,
          from: '"Wasatch Legacy Foundation" <tickets@wasatchlegacy.org>',
          to: 'ana@example.com',
          subject: 'Your tickets: order #100001',
          date: '2026-12-01T15:00:00.123Z',
          messageId,
          attachments: [
            { filename: 'tickets-100001.pdf', contentType: 'application/pdf', size: 8 },
          ],
        },
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('names attachments with plain characters and a known extension', () => {
    expect(safeAttachmentName('tickets-100001.pdf')).toBe('tickets-100001.pdf');
    expect(safeAttachmentName('../../etc/passwd')).toBe('passwd.bin');
    expect(safeAttachmentName('Ticket für Zoë.PDF')).toBe('Ticket-f-r-Zo.pdf');
    expect(safeAttachmentName('.hidden')).toBe('hidden.bin');
  });
});

describe('the SMTP mailer', () => {
  it('hands the message to the SMTP server of SMTP_URL', async () => {
    const received: string[] = [];
    // Just enough of SMTP to take one message.
    const server: Server = createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        const text = chunk.toString('utf8');
        if (data) {
          received.push(text);
          if (text.includes('\r\n.\r\n')) {
            data = false;
            socket.write('250 queued\r\n');
          }
          return;
        }
        for (const line of text.split('\r\n').filter(Boolean)) {
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const mailer = createMailer(
        loadSettings({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` }),
      );
      await mailer.send(message);
      const sent = received.join('');
      expect(sent).toContain('Subject: Your tickets: order #100001');
      expect(sent).toContain('filename=tickets-100001.pdf');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails when the SMTP server cannot be reached, so the outbox retries', async () => {
    const mailer = createMailer(
      loadSettings({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' }),
    );
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('e-mail HTML', () => {
  it('escapes every value put into it, and nests HTML built the same way', () => {
    const name = `<script>alert("x")</script> & O'Brien`;
    expect(html`<p title="${name}">${name}${html`<br />`}${[1, null, false, 'a']}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien<br />1a</p>',
    );
  });
});
