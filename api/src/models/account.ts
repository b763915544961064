import { Schema, model, type InferSchemaType } from 'mongoose';
import { PAYMENT_METHODS } from '../contract/account.js';
import { createdOnly, recordOptions, textId } from './base.js';

/** Whole cents: money is never stored as a fraction. */
const cents = {
  type: Number,
  required: true,
  min: 0,
  validate: { validator: Number.isInteger, message: 'Money is stored in whole cents' },
} as const;

const packageSchema = new Schema(
  {
    _id: textId,
    name: { type: String, required: true },
    sessions: { type: Number, required: true, min: 1 },
    priceCents: cents,
    /** The practice's payment link for it (https:), '' when none. */
    paymentUrl: { type: String, default: '' },
    /** When it was retired (null: still offered); a retired package is never assigned again. */
    retiredAt: { type: Date, default: null },
  },
  { ...recordOptions, timestamps: true },
);

export type PackageRecord = InferSchemaType<typeof packageSchema> & { _id: string; createdAt: Date };
/** A package of sessions the practice sells. */
export const Package = model('Package', packageSchema, 'packages');

const packageAssignmentSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true },
    /** The package sold; what was sold is kept below, so later changes to the package leave it as it was. */
    packageId: { type: String, ref: 'Package', required: true },
    name: { type: String, required: true },
    sessions: { type: Number, required: true, min: 1 },
    priceCents: cents,
    paymentUrl: { type: String, default: '' },
    assignedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// A student's packages, oldest first: the order their sessions are drawn in.
packageAssignmentSchema.index({ clientId: 1, createdAt: 1 });

export type PackageAssignmentRecord = InferSchemaType<typeof packageAssignmentSchema> & { _id: string; createdAt: Date };
/** A package sold to a student, as it was when sold; its price is charged to the student's account. */
export const PackageAssignment = model('PackageAssignment', packageAssignmentSchema, 'package_assignments');

const paymentSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true },
    amountCents: { ...cents, min: 1 },
    /** The day it was paid, YYYY-MM-DD. */
    paidAt: { type: String, required: true },
    method: { type: String, enum: PAYMENT_METHODS, required: true },
    note: { type: String, default: '' },
    recordedBy: { type: String, ref: 'User', default: null },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// A student's payments, in the order they were paid.
paymentSchema.index({ clientId: 1, paidAt: 1 });

export type PaymentRecord = InferSchemaType<typeof paymentSchema> & { _id: string; createdAt: Date };
/** A payment received for a student, recorded by the coach. */
export const Payment = model('Payment', paymentSchema, 'payments');
