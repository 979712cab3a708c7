import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema, ProblemType } from '@citytax/api';
import { listOutbox } from '../mail/outbox';
import { ProblemError } from '../problems';
import type { AppDeps } from '../deps';

const outboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
const outboxQuerySchema = z.object({ to: emailSchema.optional() });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text with its links made clickable. */
function linkify(text: string, links: string[]): string {
  let html = escapeHtml(text);
  for (const link of new Set(links)) {
    const escaped = escapeHtml(link);
    html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return html;
}

/**
 * Outside production: the outbox as a page (GET /dev/mailbox) and as JSON (GET /dev/outbox),
 * newest first. In production both answer 404.
 */
export const devRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const notInProduction = async (request: { method: string; url: string }) => {
    if (config.production)
      throw new ProblemError(404, ProblemType.NotFound, (w) =>
        w.server.noResource(request.method, request.url.split('?')[0] ?? ''),
      );
  };

  app.get(
    '/dev/outbox',
    {
      preHandler: notInProduction,
      schema: { querystring: outboxQuerySchema, response: { 200: z.array(outboxEntrySchema) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listOutbox(db, request.query.to);
    },
  );

  app.get(
    '/dev/mailbox',
    { preHandler: notInProduction, schema: { querystring: outboxQuerySchema } },
    async (request, reply) => {
      const messages = await listOutbox(db, request.query.to);
      const items = messages
        .map(
          (m) => `<li>
  <article aria-labelledby="msg-${m.id}">
    <h2 id="msg-${m.id}">${escapeHtml(m.subject)}</h2>
    <p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.createdAt}">${m.createdAt}</time>${
      m.sentAt ? `, sent <time datetime="${m.sentAt}">${m.sentAt}</time>` : ', not sent by SMTP'
    }</p>
    <pre>${linkify(m.text, m.links)}</pre>
  </article>
</li>`,
        )
        .join('\n');
      const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development) - City Tax e-File</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5; color: #1b1b1b; }
ol { list-style: none; padding: 0; }
li { border: 1px solid #757575; border-radius: 4px; padding: 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 .25rem; }
pre { white-space: pre-wrap; font-family: inherit; }
a { color: #005ea2; }
a:focus { outline: 3px solid #2491ff; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Mailbox (development)</h1>
<p>Every email the server has written to its outbox, newest first. ${messages.length} message${
        messages.length === 1 ? '' : 's'
      }.</p>
${messages.length ? `<ol>\n${items}\n</ol>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`;
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
