import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { UPLOAD_TYPES } from '@citytax/api';
import { SERVER_ROOT } from './paths';

/**
 * What an upload is, judged by opening it (ADR 0047): a PDF must open in PDF.js with every page, an
 * image must decode, and nothing else may be read from the same bytes (a polyglot). Decoding a
 * photo takes seconds in JavaScript, so the work runs in a worker thread, one file at a time, with
 * a time limit; the event loop only waits for the answer.
 */

export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * The type, or why the file is refused: `type` (it is not a PDF, PNG or JPEG that opens), `mixed`
 * (it is, and holds another format too), `locked` (a PDF that needs a password). The reason is
 * for the log, never for the user.
 */
export type UploadVerdict = { type: UploadType } | { refused: 'type' | 'mixed' | 'locked'; reason: string };

export interface UploadTypeChecker {
  judge(content: Buffer): Promise<UploadVerdict>;
  /** Stops the worker; a later judge starts another. */
  close(): Promise<void>;
}

/** The worker's code: plain JavaScript beside the sources, found from the package folder. */
const WORKER_FILE = path.join(SERVER_ROOT, 'src', 'uploadType.worker.mjs');

interface CheckerOptions {
  /** A file still being judged after this long is refused, and its worker stopped (default 60 s). */
  timeoutMs?: number;
  /** The worker stops after this long without work, giving its memory back (default 5 minutes). */
  idleMs?: number;
}

export function createUploadTypeChecker({
  timeoutMs = 60_000,
  idleMs = 5 * 60_000,
}: CheckerOptions = {}): UploadTypeChecker {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const stop = (w: Worker) => {
    if (worker === w) worker = null;
    void w.terminate();
  };

  function start(): Worker {
    // The heap limit bounds what a hostile file can make PDF.js build; decoded pixels live in
    // typed arrays outside it and are bounded by the worker's pixel limit instead.
    const w = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    w.unref(); // a server closing, or a test ending, does not wait for it
    w.on('error', () => {
      if (worker === w) worker = null;
    });
    return w;
  }

  function judgeOne(content: Buffer): Promise<UploadVerdict> {
    if (idle) clearTimeout(idle);
    const w = (worker ??= start());
    const id = nextId++;
    // A copy the worker takes over: the request's buffer may share memory with others.
    const bytes = new Uint8Array(content);
    return new Promise<UploadVerdict>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        if (worker === w) {
          idle = setTimeout(() => stop(w), idleMs);
          idle.unref();
        }
      };
      const onMessage = (message: { id: number; verdict: UploadVerdict }) => {
        if (message.id !== id) return;
        done();
        resolve(message.verdict);
      };
      const onError = (err: Error & { code?: string }) => {
        done();
        stop(w);
        // A file that made the worker run out of memory is refused; anything else is a fault.
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ refused: 'type', reason: 'out of memory' });
        else reject(err);
      };
      const onExit = (code: number) => {
        done();
        if (worker === w) worker = null;
        reject(new Error(`the upload type check stopped (exit code ${code})`));
      };
      const timer = setTimeout(() => {
        done();
        stop(w);
        resolve({ refused: 'type', reason: `not judged within ${timeoutMs} ms` });
      }, timeoutMs);
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      w.postMessage({ id, bytes }, [bytes.buffer]);
    });
  }

  return {
    judge(content) {
      // One file at a time: a second upload waits rather than doubling the memory and CPU taken.
      const turn = queue.then(() => judgeOne(content));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      if (idle) clearTimeout(idle);
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
