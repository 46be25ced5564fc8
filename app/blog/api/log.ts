/** Profile and interaction failures are only logged (docs/product.md); the rejection still marks the query failed. */
export function logFailure(what: string) {
  return (error: unknown): never => {
    console.warn(`Blog: failed to fetch ${what}`, error);
    throw error;
  };
}
