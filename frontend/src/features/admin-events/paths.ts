/** The operator view (event stream, rating history, projections) lives under the Administration menu. */
export const ADMIN_EVENTS_PATH = '/admin/events';
