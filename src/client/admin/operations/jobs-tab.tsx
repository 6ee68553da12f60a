/** The admin's Jobs view: each background job's schedule, last run, last success and failures. */
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import type { AdminJob } from '#shared/schemas/admin-operations';
import { QueryStatus } from '../../components/query-status';
import { formatDuration, timeAgo } from './format';
import { useAdminJobs } from './operations-api';
import { Stat } from '../stat';
import { TabHeading } from '../tab-parts';

const JOB_LABELS: Record<string, string> = {
  'reconcile-payments': 'Payment reconciliation',
  'deliver-emails': 'Send e-mails',
  'purge-expired-rows': 'Purge expired sessions and limits',
  'clean-orphan-files': 'Clean up orphan uploads',
  'sweep-generated-files': 'Sweep old print files',
};

function isFailing(job: AdminJob): boolean {
  return job.lastFailureAt !== null && (job.lastSuccessAt === null || job.lastFailureAt > job.lastSuccessAt);
}

function JobRow({ job }: { job: AdminJob }) {
  const failing = isFailing(job);
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid={`job-${job.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{JOB_LABELS[job.name] ?? job.name}</p>
          <p className="text-xs text-gray-500">
            {job.name}
            {job.intervalSeconds ? ` · every ${formatDuration(job.intervalSeconds)}` : ''}
          </p>
        </div>
        {job.runs === 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
            <Clock className="h-3.5 w-3.5" aria-hidden /> Not run yet
          </span>
        ) : failing ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            <AlertTriangle className="h-3.5 w-3.5" aria-hidden /> Failing
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> OK
          </span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Stat label="Last run" className="text-gray-900">
          {timeAgo(job.lastRunAt)}
        </Stat>
        <Stat label="Last success" className="text-gray-900">
          {timeAgo(job.lastSuccessAt)}
        </Stat>
        <Stat label="Runs" className="text-gray-900">
          {job.runs}
        </Stat>
        <Stat label="Failures" className={job.failures > 0 ? 'font-semibold text-red-700' : 'text-gray-900'}>
          {job.failures}
        </Stat>
      </dl>
      {job.recentFailures.length > 0 && (
        <details className="mt-3 text-sm" open={failing}>
          <summary className="cursor-pointer font-medium text-gray-700">Recent failures</summary>
          <ul className="mt-2 grid gap-1">
            {job.recentFailures.map((f) => (
              <li key={`${f.failedAt}-${f.attempt}`} className="break-words rounded-lg bg-red-50 px-2 py-1 text-red-900">
                <span className="text-xs text-red-700">
                  {timeAgo(f.failedAt)} · attempt {f.attempt}:
                </span>{' '}
                {f.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

export function JobsTab() {
  const jobs = useAdminJobs();
  if (jobs.isLoading || jobs.isError || !jobs.data) {
    return <QueryStatus query={jobs} loading="Loading jobs..." error="Failed to Load Jobs" />;
  }
  const { runner, jobs: list } = jobs.data;
  return (
    <section aria-labelledby="jobs-heading" className="grid gap-4">
      <TabHeading id="jobs-heading" title="Background jobs" className="text-lg font-bold text-gray-900">
        {runner === 'pg-boss'
          ? 'Queued in PostgreSQL (pg-boss): each job runs once across all instances.'
          : runner === 'in-process'
            ? 'Run inside this server on timers (embedded database).'
            : 'This server runs no jobs.'}{' '}
        Failed runs are retried with back-off.
      </TabHeading>
      <ul className="grid gap-3">
        {list.map((job) => (
          <JobRow key={job.name} job={job} />
        ))}
      </ul>
    </section>
  );
}
