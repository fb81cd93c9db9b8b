import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { registerDatabaseGauges } from './databaseGauges';

export type JobOutcome = 'ok' | 'failed';

/** The time one answer took, bound to its call and method; `observe` picks the status class. */
export interface CallLatency {
  observe(statusCode: number, seconds: number): void;
}

export interface BankMetrics {
  registry: Registry;
  /** The latency series of one call (or route) and method: look it up once, observe per request. */
  callLatency(call: string, method: string): CallLatency;
  /** Starts timing one run of a job; the returned function counts it with its outcome. */
  startJobRun(job: string): (outcome: JobOutcome) => void;
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** Finer than prom-client's defaults below 25 ms, where the bank's reads answer. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * The bank's metrics in a registry of its own (not prom-client's global one, so every app built
 * in one process has its own): Node's defaults under their usual names, the bank's own under
 * `bank_`. Jobs are labelled `job_name`: Prometheus gives every scraped series its own `job`.
 */
export function createBankMetrics(db: Database): BankMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerDatabaseGauges(registry, db);

  const requestDuration = new Histogram({
    name: 'bank_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by call of the catalogue (or route), method and status class.',
    labelNames: ['call', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'bank_job_runs_total',
    help: 'Runs of the bank jobs, by job and outcome.',
    labelNames: ['job_name', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'bank_job_duration_seconds',
    help: 'How long each run of a bank job took.',
    labelNames: ['job_name'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    callLatency(call, method) {
      // Bound children, made once: a request only picks one and observes.
      const byClass = STATUS_CLASSES.map((statusClass) =>
        requestDuration.labels({ call, method, status_class: statusClass }),
      );
      const serverErrors = byClass[4]!;
      return {
        observe(statusCode, seconds) {
          (byClass[((statusCode / 100) | 0) - 1] ?? serverErrors).observe(seconds);
        },
      };
    },
    startJobRun(job) {
      const started = performance.now();
      return (outcome) => {
        jobRuns.inc({ job_name: job, outcome });
        jobDuration.observe({ job_name: job }, (performance.now() - started) / 1000);
      };
    },
  };
}
