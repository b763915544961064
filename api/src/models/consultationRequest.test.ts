import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, consultationRequestSchema } from '../contract/index.js';
import { ConsultationRequest } from './consultationRequest.js';

/** What the server adds to a request after it is submitted: its id, time, triage and invitation. */
const SERVER_FIELDS = [
  '_id',
  '__v',
  'createdAt',
  'status',
  'note',
  'invitedAt',
  'invitedEmail',
  'invitationSentAt',
  'joinedAt',
  'clientId',
];

const contractFields = Object.keys(consultationRequestSchema.shape).filter((field) => field !== HONEYPOT_FIELD);
const stored = ConsultationRequest.schema;

describe('the stored consultation request', () => {
  it('keeps exactly the fields of the contract, besides what the server adds', () => {
    const storedFields = Object.keys(stored.paths).filter((path) => !SERVER_FIELDS.includes(path));
    expect(storedFields.sort()).toEqual(contractFields.sort());
  });

  it('requires what the contract requires and defaults what it may omit', () => {
    for (const field of contractFields) {
      const optional =
        consultationRequestSchema.shape[field as keyof typeof consultationRequestSchema.shape].safeParse(
          undefined,
        ).success;
      expect({ field, required: stored.path(field).isRequired === true }).toEqual({ field, required: !optional });
    }
  });

  it('stores each field with the type the contract gives it', () => {
    const sample = consultationRequestSchema.parse({
      studentFirstName: 'Ada',
      studentLastName: 'Park',
      gradeLevel: '11th',
      phone: '555 123 4567',
      email: 'ada@example.com',
      weekend: true,
    });
    for (const [field, value] of Object.entries(sample)) {
      const type = stored.path(field).instance;
      expect({ field, type }).toEqual({ field, type: typeof value === 'boolean' ? 'Boolean' : 'String' });
    }
  });
});
