/** fetch rejects with a TypeError when no answer arrived at all (link down), unlike an HTTP error status. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
