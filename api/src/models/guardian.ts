import { Schema, model, type InferSchemaType } from 'mongoose';
import { GUARDIAN_RELATIONSHIPS, SHARING_SECTIONS, DEFAULT_SHARED_SECTIONS } from '../contract/index.js';
import { createdOnly, recordOptions, textId } from './base.js';

const guardianSchema = new Schema(
  {
    _id: textId,
    // Unique, hence indexed: sign-in decides the role by it. One record per address, however many students.
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true },
    /** The user this guardian signed in as (null until the first sign-in). */
    userId: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);

export type GuardianRecord = InferSchemaType<typeof guardianSchema> & { _id: string };
/** A parent or guardian the coach linked to one or more students; signs in with the role `guardian`. */
export const Guardian = model('Guardian', guardianSchema, 'guardians');

const guardianLinkSchema = new Schema(
  {
    _id: textId,
    guardianId: { type: String, ref: 'Guardian', required: true },
    clientId: { type: String, ref: 'ClientProfile', required: true, index: true },
    relationship: { type: String, required: true, enum: GUARDIAN_RELATIONSHIPS },
    /** What the student shares with this guardian; only the student changes it. */
    sections: { type: [{ type: String, enum: SHARING_SECTIONS }], default: () => [...DEFAULT_SHARED_SECTIONS] },
    /** When the student last set these sections (null: never, the link's creation counts); read by the age rule. */
    sharedAt: { type: Date, default: null },
    addedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: true },
);
// One link per guardian and student; a guardian's students are read by it.
guardianLinkSchema.index({ guardianId: 1, clientId: 1 }, { unique: true });

export type GuardianLinkRecord = InferSchemaType<typeof guardianLinkSchema> & { _id: string };
/** A guardian of one student, with what that student shares with them. */
export const GuardianLink = model('GuardianLink', guardianLinkSchema, 'guardian_links');

const agreementAcceptanceSchema = new Schema(
  {
    _id: textId,
    guardianId: { type: String, ref: 'Guardian', required: true },
    version: { type: Number, required: true },
    acceptedAt: { type: Date, required: true },
    /** The client address the acceptance came from, for the practice's records. */
    ip: { type: String, default: '' },
  },
  { ...recordOptions },
);
agreementAcceptanceSchema.index({ guardianId: 1, version: 1 }, { unique: true });

export type AgreementAcceptanceRecord = InferSchemaType<typeof agreementAcceptanceSchema> & { _id: string };
/** A guardian's acceptance of one version of the practice's agreement for families. */
export const AgreementAcceptance = model('AgreementAcceptance', agreementAcceptanceSchema, 'agreement_acceptances');

/** The one agreement's id: there is a single practice. */
export const FAMILY_AGREEMENT_ID = 'families';

const familyAgreementSchema = new Schema(
  {
    _id: { type: String, default: FAMILY_AGREEMENT_ID },
    /** 1 for the first text saved; each changed text adds one. */
    version: { type: Number, required: true },
    text: { type: String, required: true },
  },
  { ...recordOptions, timestamps: true },
);

/** The practice's agreement for families, written by the coach (absent until first saved). */
export const FamilyAgreement = model('FamilyAgreement', familyAgreementSchema, 'family_agreement');

const briefSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true },
    text: { type: String, required: true },
    status: { type: String, required: true, enum: ['draft', 'sent'], default: 'draft' },
    sentAt: { type: Date, default: null },
    /** How many guardians it was e-mailed to. */
    sentTo: { type: Number, default: 0 },
    createdBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: true },
);
// A student's briefs, newest first.
briefSchema.index({ clientId: 1, createdAt: -1 });

export type BriefRecord = InferSchemaType<typeof briefSchema> & { _id: string };
/** The coach's short brief to a student's guardians; once sent, the student reads it exactly as sent. */
export const Brief = model('Brief', briefSchema, 'briefs');
