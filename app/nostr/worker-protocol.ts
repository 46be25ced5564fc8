/** The page asks a worker for one piece of work (`body`); `id` pairs the answer with the request. */
export interface WorkerRequest<Body> {
  id: number;
  body: Body;
}

/** The worker's answer to request `id`: the result, or the error the work failed with. */
export type WorkerReply<Result> =
  | { id: number; ok: true; result: Result }
  | { id: number; ok: false; name: string; message: string };

interface WorkerScope<Body, Result> {
  onmessage: ((event: MessageEvent<WorkerRequest<Body>>) => void) | null;
  postMessage(reply: WorkerReply<Result>): void;
}

/** Worker side: answers every request with `run(body)`'s result or error (errors cross as name and message). */
export function serveRequests<Body, Result>(run: (body: Body) => Promise<Result>): void {
  const scope = self as unknown as WorkerScope<Body, Result>;
  scope.onmessage = ({ data: { id, body } }) => {
    run(body).then(
      (result) => scope.postMessage({ id, ok: true, result }),
      (error: unknown) => {
        const { name, message } = error instanceof Error ? error : new Error(String(error));
        scope.postMessage({ id, ok: false, name, message });
      },
    );
  };
}
