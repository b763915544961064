import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
// Every model the server defines is registered once the app and its routes are loaded.
import '../app.js';
import { NOT_STUDENT_RECORDS, STUDENT_RECORDS } from './studentRecords.js';

/** Paths that name a student's profile or account, by reference or by name, nested paths included. */
/** What the check reads of a schema (any model's, whatever its shape). */
interface SchemaPaths {
  eachPath(visit: (path: string, type: unknown) => void): unknown;
}

function studentReferences(schema: SchemaPaths, prefix = ''): string[] {
  const found: string[] = [];
  schema.eachPath((name, type) => {
    const path = `${prefix}${name}`;
    const options = (type as { options?: { ref?: unknown; type?: unknown } }).options ?? {};
    const itemRef = Array.isArray(options.type) ? (options.type[0] as { ref?: unknown } | undefined)?.ref : undefined;
    const ref = options.ref ?? itemRef;
    if (ref === 'ClientProfile' || ref === 'User' || /(^|\.)(clientId|userId|studentId|profileId)$/.test(path)) {
      found.push(path);
    }
    const nested = (type as { schema?: SchemaPaths }).schema;
    if (nested) found.push(...studentReferences(nested, `${path}.`));
  });
  return found;
}

describe('the registry of records held about a student', () => {
  const registered = new Set(STUDENT_RECORDS.map((kind) => kind.model.modelName));

  it('classifies every model: a student record, or not one with a reason', () => {
    const names = mongoose.modelNames();
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) {
      const classified = Number(registered.has(name)) + Number(name in NOT_STUDENT_RECORDS);
      expect(classified, `${name}: list it in STUDENT_RECORDS or NOT_STUDENT_RECORDS (models/studentRecords.ts)`).toBe(
        1,
      );
    }
  });

  it('covers, for export and deletion, every model that references a student', () => {
    for (const name of mongoose.modelNames()) {
      const references = studentReferences(mongoose.model(name).schema);
      if (references.length > 0 && name !== 'StudentDeletion') {
        expect(registered.has(name), `${name} references a student (${references.join(', ')})`).toBe(true);
      }
    }
  });

  it('gives each kind either an export section or the reason it is left out', () => {
    for (const kind of STUDENT_RECORDS) {
      const text = 'section' in kind.export ? kind.export.section : kind.export.omitted;
      expect(text.length, kind.model.modelName).toBeGreaterThan(3);
    }
  });

  it('finds references by ref and by name, nested too (the check itself can fail)', () => {
    const probe = new mongoose.Schema({
      owner: { type: String, ref: 'ClientProfile' },
      inner: new mongoose.Schema({ userId: String }),
      title: String,
    });
    expect(studentReferences(probe).sort()).toEqual(['inner.userId', 'owner']);
  });
});
