import type { Problem } from '@rha/contracts';
import { HttpProblem, problems } from '@rha/kit';

/**
 * A service's refusal as the browser should see it: client errors and "try again" answers keep
 * their status, code, detail and field errors (the spec's messages come from the service); any
 * other failure is the service's fault and becomes a 502.
 */
export function relayedProblem(status: number, problem: Problem | undefined): HttpProblem {
  const relayable = (status >= 400 && status < 500) || status === 502 || status === 503;
  if (!relayable || !problem) return problems.upstream();
  return new HttpProblem({
    status,
    code: problem.code,
    ...(problem.detail === undefined ? {} : { detail: problem.detail }),
    ...(problem.errors === undefined ? {} : { errors: problem.errors }),
  });
}
