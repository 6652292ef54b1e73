/** What a job's handler receives. */
export interface JobContext<P> {
  payload: P;
  jobId: string;
  /** 1 on the first try, 2 on the first retry, and so on. */
  attempt: number;
  /**
   * Records how far the job is (0 to 100) and what it is doing, in pt-BR words a family may read
   * ("Gerando o vídeo"); `jobStatus` answers it from any process.
   */
  reportProgress(percent: number, label?: string): Promise<void>;
}

/** Does the job; a throw (or a rejection) fails this attempt, retried with backoff. */
export type JobHandler<P> = (job: JobContext<P>) => Promise<void> | void;

export interface JobHandlerOptions {
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
  /** Retries after the first attempt (default 3); enqueueJob may give its own. */
  retryLimit?: number;
  /** The first retry waits between this and twice this, each next one twice as long (default 10). */
  retryDelaySeconds?: number;
  /**
   * How long one attempt may run (default 15 min). Past it the attempt counts as failed: a process
   * that died mid-job leaves its job to be taken again once this has passed.
   */
  expireInSeconds?: number;
}

export const JOB_DEFAULTS = {
  concurrency: 1,
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 15 * 60,
} satisfies Required<JobHandlerOptions>;

export interface RegisteredJob {
  handler: JobHandler<never>;
  options: Required<JobHandlerOptions>;
}

/** The kinds of job a process knows how to run, by queue name. */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();

  /** Registers (or, after a development reload, replaces) the handler of `name`. */
  register<P>(name: string, handler: JobHandler<P>, options: JobHandlerOptions = {}): void {
    if (!/^[a-z0-9][a-z0-9_.-]*$/.test(name)) throw new Error(`Invalid job name: ${name}`);
    this.jobs.set(name, { handler: handler as JobHandler<never>, options: { ...JOB_DEFAULTS, ...options } });
  }

  get(name: string): RegisteredJob | undefined {
    return this.jobs.get(name);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }
}

// Kept on globalThis: a development reload registers the fresh handlers into the same registry.
const holder = globalThis as unknown as { __memorialJobs?: JobRegistry };

/** This process's registry: the composition root registers every job kind in it at start. */
export function jobRegistry(): JobRegistry {
  return (holder.__memorialJobs ??= new JobRegistry());
}
