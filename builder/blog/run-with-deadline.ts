import { runInNewContext } from "node:vm";

export class DeadlineExceededError extends Error {
  constructor(ms: number) {
    super(`still running after ${ms} ms`);
    this.name = "DeadlineExceededError";
  }
}

/**
 * Runs a synchronous task and stops it at the deadline. Node's vm timeout has a watchdog thread terminate the
 * JavaScript running on this thread, the task's own functions included, the way terminating a worker would;
 * then DeadlineExceededError is thrown. Errors of the task (a stack overflow) are thrown as they are. Only for
 * tasks that keep no state beyond their result: a stopped task runs no `finally` blocks.
 */
export function runWithDeadline<T>(task: () => T, ms: number): T {
  const box: { task: () => T; result?: T } = { task };
  try {
    runInNewContext("result = task()", box, { timeout: ms });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      throw new DeadlineExceededError(ms);
    }
    throw error;
  }
  return box.result as T;
}
