/** Profile and interaction failures are only logged (SPEC.md section 8); the rejection still marks the query failed. */
export function logFailure(what: string) {
  return (error: unknown): never => {
    console.warn(`Blog: failed to fetch ${what}`, error);
    throw error;
  };
}
