import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { officeContactSchema } from '@citytax/api';
import { client, drivers, makeApp, openTestDb, type TestDatabase } from './helpers';

const URL = '/api/office-contact';

describe.each(drivers)('GET /api/office-contact (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDb(driver);
    app = await makeApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('answers the default contact without a session', async () => {
    const res = await client(app).get(URL);
    expect(res.statusCode).toBe(200);
    expect(officeContactSchema.strict().parse(res.json())).toEqual({
      supportEmail: 'support@citytax.example',
      supportPhone: '216-555-0100',
      paperFormsUrl: 'https://www.citytax.example/forms/',
      mailingAddress: ['City Tax Collection Division', 'PO Box 5555', 'Cleveland, OH 44101-5555'],
    });
  });

  it('answers what the deployment configures: SUPPORT_*, PAPER_FORMS_URL and MAILING_ADDRESS', async () => {
    const custom = await makeApp(database, {
      env: {
        SUPPORT_EMAIL: 'help@tax.lakeside.example',
        SUPPORT_PHONE: '440-555-0142',
        PAPER_FORMS_URL: 'https://tax.lakeside.example/forms/ir-paper.pdf',
        MAILING_ADDRESS: 'Lakeside Income Tax ; PO Box 42;Lakeside, OH 44000',
      },
    });
    try {
      expect((await client(custom).get(URL)).json()).toEqual({
        supportEmail: 'help@tax.lakeside.example',
        supportPhone: '440-555-0142',
        paperFormsUrl: 'https://tax.lakeside.example/forms/ir-paper.pdf',
        mailingAddress: ['Lakeside Income Tax', 'PO Box 42', 'Lakeside, OH 44000'],
      });
    } finally {
      await custom.close();
    }
  });
});
