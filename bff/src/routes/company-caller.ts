import type { AuthContext } from '@rha/kit';
import type Koa from 'koa';
import type { Caller } from '../clients/identity.js';

/** The company service's rule, checked here too so a refused caller never costs a hop. */
export { requireCompanyCaller } from '@rha/kit';

export function callerOf(ctx: Koa.Context): Caller {
  const { token } = ctx.state.auth as AuthContext;
  return { token, requestId: ctx.state.requestId, log: ctx.state.log };
}
