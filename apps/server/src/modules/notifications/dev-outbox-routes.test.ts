import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionSettings, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { writeWebBuildStandIn } from '../../test/web-build-stand-in.ts';
import { createFileMailer } from './file-mailer.ts';
import { outboxDir } from './file-outbox.ts';

let dataDir: string;
let webDir: string;
let t: TestApp;
let messageId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dev-outbox-test-'));
  webDir = await writeWebBuildStandIn();
  await writeFile(path.join(dataDir, 'secret.txt'), 'not for the browser');
  t = await createTestApp({ seed: false, settings: { DATA_DIR: dataDir, WEB_DIST_DIR: webDir } });

  const mailer = createFileMailer({ dataDir, from: 'tickets@example.org', clock: () => TEST_NOW });
  await mailer.send({
    to: 'older@example.com',
    subject: 'An older message',
    html: '<p>older</p>',
    text: 'older',
    attachments: [],
  });
  const later = createFileMailer({
    dataDir,
    from: 'tickets@example.org',
    clock: () => new Date(TEST_NOW.getTime() + 60_000),
  });
  await later.send({
    to: 'ana@example.com',
    subject: 'Your tickets: order #100001 <b>',
    html: '<p>Thank You</p>',
    text: 'Thank You',
    attachments: [
      {
        filename: 'tickets-100001.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.3 test'),
      },
    ],
  });
  messageId = (await readdir(outboxDir(dataDir))).sort().at(-1)!;
  await symlink(
    path.join(dataDir, 'secret.txt'),
    path.join(outboxDir(dataDir), messageId, 'leak.txt'),
  );
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the development outbox page', () => {
  it('lists the messages newest first with date, recipient, subject and links, rather than the web app', async () => {
    const response = await get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = response.body;
    expect(body).not.toContain('<p id="render">');
    expect(body).toContain('ana@example.com');
    expect(body).toContain('Your tickets: order #100001 &lt;b&gt;');
    expect(body).toContain(`href="/dev/outbox/${messageId}/message.html"`);
    expect(body).toContain(`href="/dev/outbox/${messageId}/tickets-100001.pdf"`);
    expect(body).toContain('Dec 1, 2026, 8:01 AM');
    expect(body.indexOf('ana@example.com')).toBeLessThan(body.indexOf('older@example.com'));
  });

  it('shows a message as HTML and serves its PDF and MIME source', async () => {
    const page = await get(`/dev/outbox/${messageId}/message.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('<p>Thank You</p>');

    const pdf = await get(`/dev/outbox/${messageId}/tickets-100001.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF-1.3 test');

    const eml = await get(`/dev/outbox/${messageId}/message.eml`);
    expect(eml.headers['content-disposition']).toBe('attachment; filename="message.eml"');
    expect(eml.body).toContain('Subject: Your tickets: order #100001 <b>');
  });

  it('refuses paths that leave the message folder, unknown names and links to elsewhere', async () => {
    for (const url of [
      `/dev/outbox/${messageId}/..%2F..%2Fsecret.txt`,
      `/dev/outbox/${messageId}/%2E%2E%2Fsecret.txt`,
      `/dev/outbox/..%2F${messageId}/message.html`,
      `/dev/outbox/${messageId}/../../secret.txt`,
      `/dev/outbox/..%2F..%2Fsecret.txt/message.json`,
      `/dev/outbox/${messageId}/secret.sh`,
      `/dev/outbox/${messageId}/leak.txt`,
      `/dev/outbox/20261201T150000000Z-000000000000/message.html`,
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('not for the browser');
    }
  });
});

describe('the development outbox page in production', () => {
  it('does not exist: the web app answers instead, and message files are not found', async () => {
    const production = await createTestApp({
      seed: false,
      settings: { ...productionSettings, DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.body).toContain('<main>https://tickets.example.org/dev/outbox</main>');
      expect(response.body).not.toContain('ana@example.com');
      const file = await production.app.inject({
        method: 'GET',
        url: `/dev/outbox/${messageId}/message.html`,
      });
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('Thank You');
    } finally {
      await production.close();
    }
  });
});

it('an outbox folder that does not exist yet lists no messages', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'dev-outbox-empty-'));
  await mkdir(path.join(empty, 'unrelated'));
  const app = await createTestApp({ seed: false, settings: { DATA_DIR: empty } });
  try {
    const response = await app.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No messages yet.');
  } finally {
    await app.close();
    await rm(empty, { recursive: true, force: true });
  }
});
