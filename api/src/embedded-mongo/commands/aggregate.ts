/**
 * The aggregate command. A leading $match goes through the query planner (so it can use indexes);
 * the rest runs in mingo, except top-level $sort stages, which use the store's BSON ordering so that
 * mixed types sort as MongoDB sorts them. $lookup and $unionWith read other collections of the same
 * database. Stages that write ($out, $merge) are refused.
 */
import { Aggregator } from 'mingo';
import { encode } from '../bson.js';
import { fail } from '../errors.js';
import { MINGO_OPTIONS } from '../mingo.js';
import { fieldsRead } from '../fields.js';
import { countMatches, docOf, findMatches, parseSort } from '../query.js';
import { type Doc, isPlainObject, sortBy } from '../values.js';
import { isChangeStream, openChangeStream } from './changeStream.js';
import { type CommandContext, docArg, type Handler } from './context.js';

const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$collStats',
  '$indexStats',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$geoNear',
]);

function stageName(stage: unknown): string {
  if (isPlainObject(stage) && '$changeStream' in stage)
    fail('Location40602', '$changeStream is only valid as the first stage in a pipeline');
  if (!isPlainObject(stage)) fail('TypeMismatch', 'Each element of the pipeline must be an object');
  const names = Object.keys(stage);
  if (names.length !== 1)
    fail('Location40324', 'A pipeline stage specification object must contain exactly one field.');
  const name = names[0]!;
  if (REFUSED_STAGES.has(name)) fail('CommandNotSupported', `the embedded store does not support the ${name} stage`);
  return name;
}

function runPipeline(input: Doc[], pipeline: Doc[], ctx: CommandContext, variables: Doc | undefined): Doc[] {
  const cache = new Map<string, Doc[]>();
  const collectionResolver = (name: string): Doc[] => {
    let docs = cache.get(name);
    if (!docs) {
      docs = findMatches(ctx.storage, ctx.storage.collection(ctx.db, name)).map((match) => docOf(match));
      cache.set(name, docs);
    }
    return docs;
  };
  const options = { ...MINGO_OPTIONS, collectionResolver, ...(variables ? { variables } : {}) };
  let docs = input;
  let segment: Doc[] = [];
  const flush = (): void => {
    if (segment.length > 0) docs = new Aggregator(segment, options).run(docs) as Doc[];
    segment = [];
  };
  for (const stage of pipeline) {
    if (stageName(stage) === '$sort') {
      flush();
      const spec = parseSort(stage.$sort);
      if (!spec) fail('Location40324', '$sort stage must have at least one sort key');
      docs = sortBy(docs, (d) => d, spec);
    } else {
      segment.push(stage);
    }
  }
  flush();
  return docs;
}

/**
 * The pipeline the driver's countDocuments sends after its $match: optional $skip and $limit, then
 * `{ $group: { _id: 1, n: { $sum: 1 } } }`. Answered from the match count (countMatches), without parsing
 * more of a document than the filter reads.
 */
function countDocumentsShape(stages: Doc[]): { skip: number; limit: number; field: string } | undefined {
  let skip = 0;
  let limit = Number.POSITIVE_INFINITY;
  for (const [i, stage] of stages.entries()) {
    if (typeof stage.$skip === 'number' && i < stages.length - 1 && limit === Number.POSITIVE_INFINITY)
      skip = stage.$skip;
    else if (typeof stage.$limit === 'number' && i < stages.length - 1) limit = stage.$limit;
    else if (i === stages.length - 1 && isPlainObject(stage.$group)) {
      const fields = Object.entries(stage.$group);
      const [idField, countField] = fields;
      if (fields.length !== 2 || idField?.[0] !== '_id' || idField[1] !== 1 || !countField) return undefined;
      const [name, accumulator] = countField;
      if (!isPlainObject(accumulator) || Object.keys(accumulator).length !== 1 || accumulator.$sum !== 1)
        return undefined;
      return { skip, limit, field: name };
    } else return undefined;
  }
  return undefined;
}

/** The aggregate command. */
export const aggregateCommands: Record<string, Handler> = {
  aggregate: (cmd, ctx) => {
    if (isChangeStream(cmd.pipeline)) return openChangeStream(cmd, ctx);
    const target = cmd.aggregate;
    if (typeof target !== 'string' || target.length === 0)
      fail(
        'InvalidNamespace',
        'aggregate needs a collection name; database-level aggregation is not supported by the embedded store',
      );
    const pipeline = cmd.pipeline;
    if (!Array.isArray(pipeline)) fail('TypeMismatch', "BSON field 'aggregate.pipeline' is missing or is not an array");
    pipeline.forEach(stageName);
    if (cmd.explain === true) fail('CommandNotSupported', 'explain is not supported by the embedded store');
    const cursor = docArg(cmd, 'cursor');
    if (!cursor)
      fail('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
    const [first, ...rest] = pipeline as Doc[];
    const leadingMatch = first && isPlainObject(first.$match) ? first.$match : undefined;
    const coll = ctx.storage.collection(ctx.db, target);
    const stages = leadingMatch ? rest : (pipeline as Doc[]);
    const count = countDocumentsShape(stages);
    if (count) {
      const filter = leadingMatch ?? {};
      const matched = countMatches(ctx.storage, coll, filter, fieldsRead({ filter }));
      const n = Math.max(0, Math.min(matched - count.skip, count.limit));
      const batch = n > 0 ? [encode({ _id: 1, [count.field]: n })] : [];
      return ctx.cursors.first(`${ctx.db}.${target}`, batch, { batchSize: cursor.batchSize as number | undefined });
    }
    const matches = findMatches(ctx.storage, coll, leadingMatch ?? {});
    const results = runPipeline(matches.map((match) => docOf(match)), stages, ctx, docArg(cmd, 'let'));
    return ctx.cursors.first(`${ctx.db}.${target}`, results.map(encode), {
      batchSize: cursor.batchSize as number | undefined,
    });
  },
};
