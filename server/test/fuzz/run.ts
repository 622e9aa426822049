// One fuzz run over HTTP: build the request, skip it unless it is bad input, send it, and fail
// on a 5xx answer, on no answer at all, or on any change to the database.
import fc from 'fast-check';
import type { TestServer } from '../harness';
import { describeLoggedErrors, errorsOfRequest, errorsSince } from './instrument';
import { describeRequest, preview, type Caller } from './report';
import {
  judge,
  materialize,
  type FuzzInput,
  type Materialized,
  type Route,
  type RouteSpec,
  type Verdict,
} from './requests';
import { sendRaw, type RawResponse } from './send';
import { describeChanges, snapshotDatabase } from './snapshot';

export async function sendBadRequest<F>(
  server: TestServer,
  fixtures: F,
  route: Route,
  spec: RouteSpec<F>,
  input: FuzzInput,
  caller: Caller,
  judgeBadness: (made: Materialized) => Verdict = (made) =>
    judge(route, spec, server.deps.config, made),
): Promise<void> {
  const { db, dialect } = server.deps;
  const made = materialize(route, spec, fixtures, input);
  const verdict = judgeBadness(made);
  // A generated request that the route would accept is not bad input: skip it.
  fc.pre(verdict.bad);
  const before = await snapshotDatabase(db, dialect);
  const started = Date.now();
  let response: RawResponse;
  try {
    response = await sendRaw(server.baseUrl, caller.cookie, made.request);
  } catch (error) {
    throw new Error(
      `no answer (${String(error)}) to\n${describeRequest(made, caller)}\n` +
        `logged: ${describeLoggedErrors(errorsSince(started))}`,
    );
  }
  const changes = describeChanges(before, await snapshotDatabase(db, dialect));
  if (response.status >= 500 || changes) {
    throw new Error(
      [
        response.status >= 500
          ? `answered ${response.status}`
          : `answered ${response.status} and changed data`,
        describeRequest(made, caller),
        `bad input because: ${verdict.why}`,
        `answer: ${preview(response.text)}`,
        ...(changes ? [`changes:\n${changes}`] : []),
        `logged: ${describeLoggedErrors(errorsOfRequest(response.requestId))}`,
      ].join('\n'),
    );
  }
}
