// The contact form's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { AdminPageQuerySchema } from '../../contract/admin';
import { ContactInputSchema, ContactMessageSchema } from '../../contract/contact';
import { adminPage, pageQuery } from '../admin/api';
import { MessageSchema, declareRoute } from '../http/route';

export const contactApi = {
  send: declareRoute({
    method: 'POST',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the team (signed in or not)',
    access: 'optional',
    body: ContactInputSchema,
    answer: { status: 201, schema: MessageSchema },
    isRateLimited: true,
    sample: {
      body: () => ({
        name: 'Fuzz',
        email: 'fuzz@example.com',
        subject: 'Hello',
        message: 'A question',
      }),
    },
  }),
  messages: declareRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    tag: 'Admin',
    summary: 'Messages sent with the contact form, newest first',
    access: 'admin',
    query: AdminPageQuerySchema,
    answer: adminPage(ContactMessageSchema),
    sample: { as: 'admin', query: pageQuery },
  }),
};
