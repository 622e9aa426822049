// HTTP wiring for the contact form (POST /api/contact, signed in or not, rate-limited per IP)
// and its admin list (GET /api/admin/contact-messages, admins only via admin/policy.ts).
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOTAL_COUNT_HEADER } from '../../contract/admin';
import {
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  ContactInputSchema,
  type ContactInput,
  type ContactMessage,
} from '../../contract/contact';
import { requireAdmin } from '../admin/policy';
import { pageOf } from '../admin/service';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { contactApi } from './api';
import { AppError } from '../http/errors';
import { listContactMessages, sendContactMessage } from './service';

/**
 * The contact form's answer to bad input: the schema's sentence as the message (SPEC §5's
 * 'Please fill in all required fields.' for a missing one) and the first bad field named.
 */
function parseContactInput(body: unknown): ContactInput {
  const result = ContactInputSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const field = first?.path || undefined;
  throw new AppError(400, field ? first!.message : CONTACT_REQUIRED_MESSAGE, 'invalid_input', {
    field,
    issues,
  });
}

export async function contactRoutes(app: FastifyInstance, deps: AppDeps) {
  const messagesPerIp = deps.createRateLimiter(
    'contact-ip',
    deps.config.RATE_LIMIT_CONTACT_PER_IP,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  serve(app, contactApi.send, async ({ request, reply }) => {
    const input = parseContactInput(request.body);
    await messagesPerIp.consume(request.ip);
    await sendContactMessage(deps, input, request.user?.id ?? null);
    return reply.status(201).send({ message: CONTACT_SENT_MESSAGE });
  });

  serve(
    app,
    contactApi.messages,
    async ({ request, reply, query: parseQuery }): Promise<ContactMessage[]> => {
      requireAdmin(request.user);
      const page = await listContactMessages(deps, pageOf(parseQuery()));
      reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );
}
