import { WEB_PAGES } from '@rha/contracts/reference';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** The address of every page in the table: the index route is '/', the catch-all left out. */
function pagePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('has a page at exactly the addresses the bff serves the app at', () => {
    expect(pagePaths(routes).sort()).toEqual(Object.values(WEB_PAGES).sort());
  });
});
