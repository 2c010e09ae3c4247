export { JobWatcher, JOBS_TOASTER_ID } from './JobWatcher';
export { jobNotice, jobSubject, jobOutcome, EXPORT_SENT } from './jobText';
