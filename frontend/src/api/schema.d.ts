/**
 * Generated from the API's OpenAPI document (frontend/src/api/openapi.json) by `npm run api:types`.
 * Do not edit: change the backend's response schemas (its http/*.schemas.ts) and run the command again.
 */

export interface paths {
    "/api/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (answers id, email, trial_end) */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange email and password for a bearer token */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with rating, points, streaks and totals */
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stats/user-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of registered learners (public: the landing page counter) */
        get: operations["UsersController_userCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PostgreSQL, Redis, event store and subscription lag (503 when degraded): the detail for an admin, status words for anybody else */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe: the process answers (no dependency is checked) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: PostgreSQL, Redis, the sandbox and projections caught up within READY_MAX_LAG events (503 when not ready); one check serves every probe for a second; status words for anybody, the detail (checked now) for an admin */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Difficulties, industries and SQL concepts the generator offers */
        get: operations["GeneratorController_templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/generation-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GeneratorController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/generate-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate validated challenges: a plain array, or { job_id } with ?async=true */
        post: operations["GeneratorController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/generate-bulk/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** State and progress { done, total } of an async generation; its challenges once completed */
        get: operations["GeneratorController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/save-challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save generated challenges (all validated in the sandbox, or none saved) */
        post: operations["GeneratorController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the catalogue with attempts, success rate and validation state; `concept` filters by a taxonomy slug */
        get: operations["ChallengesAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/concepts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The concept taxonomy with per-concept challenge counts (all, and active validated ones) */
        get: operations["ChallengesAdminController_concepts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Challenges per rating band, and for a learner at each rating how many are within ±200 and how many days before the daily pick runs dry */
        get: operations["ChallengesAdminController_coverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/validate-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate every challenge that is not archived */
        post: operations["ChallengesAdminController_validateAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ChallengesAdminController_get"];
        put: operations["ChallengesAdminController_update"];
        post?: never;
        /** Archive when it has attempts, else delete: answers { action: 'deleted' | 'archived' } */
        delete: operations["ChallengesAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The challenge as a content file (YAML, the format of content/challenges), for review and git */
        get: operations["ChallengesAdminController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a challenge (its setup script is checked in the sandbox first) */
        post: operations["ChallengesAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ChallengesAdminController_unarchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/equivalent-mutants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a surviving mutant equivalent to the reference, with a reason (audited; left out of the score), then validate again */
        post: operations["ChallengesAdminController_markEquivalent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/accepts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a query (e.g. a reported learner's) to the accepted readings, then validate again; re-grade the attempts it affects with the re-grade endpoint */
        post: operations["ChallengesAdminController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the reference solution, check expected_output, build the hidden variants */
        post: operations["ChallengesAdminController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's challenge (assigned on the first request of the learner's day); never the solution */
        get: operations["LearnerChallengesController_daily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/start/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or resume) the attempt: answers previous_cumulative_time */
        post: operations["LearnerChallengesController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a query on the visible data: uses no attempt; a preview of up to 10 rows */
        post: operations["LearnerChallengesController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grade and record an attempt: the spec’s submit result */
        post: operations["LearnerChallengesController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/verdict-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the verdict on one of your rejected attempts: it goes to the admins' review queue (once per attempt) */
        post: operations["LearnerChallengesController_reportVerdict"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/hints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hints revealed on a challenge the learner was given, and the cost of the next one */
        get: operations["HintsController_status"];
        put?: never;
        /** Reveal the next hint of today’s challenge: each lowers a correct answer’s points by 20 % (never the ELO) */
        post: operations["HintsController_reveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's resolved challenges, newest first, with their practice runs (a plain array) */
        get: operations["PracticeController_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/practice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past challenge to replay, with its hints and explanation */
        get: operations["PracticeController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/practice/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start (or resume) an unrated practice run */
        post: operations["PracticeController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/practice/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grade a practice answer (same grading as submits): unrated; 20 a minute, 15 per challenge and UTC day (429) */
        post: operations["PracticeController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A spoiler-free share card of a resolved day: text (date, attempts as squares, time, ELO change, streak) and its PNG */
        get: operations["ShareController_share"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/{id}/share/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share card as a PNG (bearer token, like every route: the client fetches it and shows a blob); an ETag, 304 on If-None-Match, 20 a minute per learner (429) */
        get: operations["ShareController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's resolved daily challenges, newest first (a plain array) */
        get: operations["HistoryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenges/history/freezes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's streak freezes: how many are held and the days they covered (a frozen day keeps the streak alive without adding to it) */
        get: operations["HistoryController_freezes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top 100 active learners by ELO, points, registration; the caller's rank even outside it */
        get: operations["LeaderboardController_globalBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top 100 of the current ISO week (Monday 00:00 UTC) by weekly points, solved, ELO */
        get: operations["LeaderboardController_weeklyBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's concept skills, strongest first (a plain array; empty before any resolved day of a tagged challenge) */
        get: operations["SkillsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attempts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submissions filtered by user, challenge, result and dates, newest first, with total_count */
        post: operations["AdminAttemptsController_search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attempts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one attempt (AttemptDeleted) and recalculate the learner's ELO: answers elo_recalculation */
        delete: operations["AdminAttemptsController_deleteOne"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attempts/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a plain list of attempt ids: answers elo_recalculations by user id and affected_users */
        post: operations["AdminAttemptsController_bulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/attempts/{id}/regrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-grade one attempt against its challenge's current definition: a changed verdict appends SubmissionRegraded (admin, reason) and recalculates the learner's ELO; answers { dry_run, checked, changed: [{attempt_id, user_id, challenge_id, was_correct, now_correct}], unchanged, elo_recalculations, affected_users }. dry_run only reports. 409 when the challenge has not passed validation as it stands, 503 when the sandbox gives no definite verdict (nothing recorded). */
        post: operations["AdminAttemptsController_regradeAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/challenges/{id}/regrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-grade every (not deleted) attempt on a challenge against its current definition, e.g. after fixing its reference solution: same answer as the one-attempt re-grade, one SubmissionRegraded per changed verdict and one ELO recalculation per affected learner. */
        post: operations["AdminAttemptsController_regradeChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/rating-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change of a learner's rating with its cause and actor */
        get: operations["AdminAttemptsController_ratingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send feedback: visitors give email, message, category; signed-in users category, message, optional email */
        post: operations["FeedbackController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All feedback, newest first (plain array), optionally one status only */
        get: operations["FeedbackAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["FeedbackAdminController_remove"];
        options?: never;
        head?: never;
        /** Set status and/or admin notes (empty notes are stored as null); answers the record */
        patch: operations["FeedbackAdminController_update"];
        trace?: never;
    };
    "/api/v1/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans on offer (plain array), recommended one flagged */
        get: operations["SubscriptionsController_plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** has_subscription and is_beta_user (plus plan_name when subscribed) */
        get: operations["SubscriptionsController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records the plan choice; payment is not built, so checkout_url is null */
        post: operations["SubscriptionsController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events after a global position (poll with next_after to follow live); filters type and stream prefix */
        get: operations["EventsAdminController_after"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Event counts by type (from the event_type_counts projection), plain array */
        get: operations["EventsAdminController_types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streams by latest activity with event counts (PostgreSQL store only: 501 otherwise) */
        get: operations["EventsAdminController_streams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/streams/{streamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of one stream's events from a version */
        get: operations["EventsAdminController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/projections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checkpoint, head, lag, pending events and liveness of every projection */
        get: operations["ProjectionsAdminController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/projections/{name}/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replay the store into fresh tables and swap them in (answers when done) */
        post: operations["ProjectionsAdminController_rebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leagues/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's weekly league: tier, ISO week, their cohort ranked by weekly points (as the weekly leaderboard) and the promotion/demotion cut-offs. A learner not placed yet this week (placement comes with the first resolved day) gets their tier, an empty cohort, placed: false and a message. */
        get: operations["LeagueController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/leagues/close-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the week-close job now for an ended ISO week (default: last week): ranks every cohort, moves the top up and the bottom down a tier. Idempotent: a closed week answers closed: false and appends nothing. 409 for a week that has not ended. */
        post: operations["AdminLeagueController_closeWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RegisterDto: {
            email: string;
            username: string;
            password: string;
            first_name?: string | null;
            last_name?: string | null;
            job_title?: string | null;
            company?: string | null;
            years_experience?: number | null;
            /** @enum {string|null} */
            sql_comfort_level?: "beginner" | "intermediate" | "advanced" | "expert" | null;
            timezone?: string | null;
        };
        LoginDto: {
            email: string;
            password: string;
        };
        GenerateBulkDto: {
            templates: {
                difficulty: string;
                industry_context: string;
                sql_concepts: string[];
                count: number;
                estimated_time: number;
            }[];
            seed?: number;
        };
        SaveChallengesDto: {
            title: string;
            description: string;
            /** @default 1200 */
            difficulty_rating?: number;
            /** @default 5 */
            estimated_time_minutes?: number;
            category?: (("SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION") | "") | null;
            schema_setup: string;
            sample_data_description?: string | null;
            expected_output?: string | null;
            correct_solution: string;
            /** @default [] */
            tags?: string[];
            concepts?: string[];
            hints?: string[];
            explanation?: string | null;
            accepts?: string[];
            rejects?: {
                sql: string;
                why: string;
                case?: string | null;
            }[];
            invariants?: string[];
            /**
             * @default generated
             * @enum {string}
             */
            source_type?: "generated" | "ai_generated";
        }[];
        CreateChallengeDto: {
            title: string;
            description: string;
            /** @default 1200 */
            difficulty_rating?: number;
            /** @default 5 */
            estimated_time_minutes?: number;
            category?: (("SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION") | "") | null;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "draft" | "archived";
            schema_setup: string;
            sample_data_description?: string | null;
            expected_output?: string | null;
            correct_solution: string;
            /** @default [] */
            tags?: string[];
            concepts?: string[];
            /**
             * @default manual
             * @enum {string}
             */
            source_type?: "manual" | "generated" | "ai_generated";
            hidden_datasets?: unknown;
            accepts?: string[];
            rejects?: {
                sql: string;
                why: string;
                case?: string | null;
            }[];
            invariants?: string[];
            /** @default [] */
            checks?: string[];
            hints?: string[];
            explanation?: string | null;
        };
        UpdateChallengeDto: {
            title: string;
            description: string;
            /** @default 1200 */
            difficulty_rating?: number;
            /** @default 5 */
            estimated_time_minutes?: number;
            category?: (("SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION") | "") | null;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "draft" | "archived";
            schema_setup: string;
            sample_data_description?: string | null;
            expected_output?: string | null;
            correct_solution: string;
            tags?: string[];
            concepts?: string[];
            /** @enum {string} */
            source_type?: "manual" | "generated" | "ai_generated";
            hidden_datasets?: unknown;
            accepts?: string[];
            rejects?: {
                sql: string;
                why: string;
                case?: string | null;
            }[];
            invariants?: string[];
            checks?: string[];
            hints?: string[];
            explanation?: string | null;
            id?: number;
        };
        MarkEquivalentDto: {
            sql: string;
            reason: string;
        };
        AcceptQueryDto: {
            sql: string;
        };
        TestDto: {
            sql_query: string;
        };
        SubmitDto: {
            sql_solution: string;
        };
        ReportVerdictDto: {
            attempt_id: number;
            message?: string;
        };
        PracticeSubmitDto: {
            sql_solution: string;
        };
        SearchAttemptsDto: {
            user_id?: number | null;
            challenge_id?: number | null;
            is_correct?: boolean | null;
            date_from?: string | null;
            date_to?: string | null;
            /** @default 20 */
            limit?: number;
            /** @default 0 */
            offset?: number;
        };
        BulkDeleteDto: number[];
        RegradeDto: {
            reason: string;
            /** @default false */
            dry_run?: boolean;
        };
        SubmitFeedbackDto: {
            message: string;
            /**
             * @default general
             * @enum {string}
             */
            category?: "general" | "feature" | "bug" | "ui" | "content" | "improvement" | "question" | "other";
            email?: string | null;
        };
        UpdateFeedbackDto: {
            /** @enum {string} */
            status?: "new" | "reviewed" | "resolved" | "closed";
            admin_notes?: string | null;
        };
        CheckoutDto: {
            plan_id: number;
            /** @enum {string} */
            billing_cycle: "monthly" | "annual";
            success_url: string;
            cancel_url: string;
        };
        CloseLeagueWeekDto: {
            week?: string;
        };
        AdminAttempt: {
            id: number;
            user_id: number;
            username: string | null;
            user_email: string | null;
            challenge_id: number;
            challenge_title: string | null;
            attempt_number: number | null;
            is_correct: boolean;
            points_earned: number | null;
            elo_change: number | null;
            elo_before: number | null;
            elo_after: number | null;
            execution_time_seconds: number | null;
            submitted_at: string | null;
        };
        AttemptSearchResult: {
            attempts: components["schemas"]["AdminAttempt"][];
            total_count: number;
        };
        EloRecalculation: {
            user_id: number;
            elo_before_recalculation: number;
            elo_after_recalculation: number;
            elo_change: number;
        };
        AttemptDeletion: {
            deleted: number;
            attempt_id: number;
            elo_recalculation?: components["schemas"]["EloRecalculation"];
            affected_users: number[];
        };
        BulkAttemptDeletion: {
            deleted: number;
            /** @description by user id */
            elo_recalculations: {
                [key: string]: components["schemas"]["EloRecalculation"];
            };
            affected_users: number[];
            not_found: number[];
        };
        RegradeChange: {
            attempt_id: number;
            user_id: number;
            challenge_id: number;
            was_correct: boolean;
            now_correct: boolean;
        };
        RegradeReport: {
            dry_run: boolean;
            checked: number;
            changed: components["schemas"]["RegradeChange"][];
            unchanged: number;
            still_open: number[];
            /** @description by user id */
            elo_recalculations: {
                [key: string]: components["schemas"]["EloRecalculation"];
            };
            affected_users: number[];
        };
        RatingChange: {
            at: string;
            before: number | null;
            after: number;
            delta: number;
            cause: string;
            actor_id: number | null;
            challenge_id: number | null;
            position: string;
        };
        RegisteredAccount: {
            id: number;
            email: string;
            username: string;
            trial_end: string;
        };
        AccessToken: {
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
        };
        AdminChallengeListItem: {
            id: number;
            title: string;
            description: string;
            difficulty_rating: number;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            estimated_time_minutes: number;
            /** @enum {string|null} */
            category: "SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION" | null;
            /** @enum {string} */
            status: "active" | "draft" | "archived";
            source_type: string;
            tags: string[];
            /** @description 0–3 slugs of the concept taxonomy, the main one first */
            concepts: string[];
            total_attempts: number;
            /** @description fraction 0 to 1 */
            success_rate: number;
            created_at: string;
            validated: boolean;
            validated_at: string | null;
            validation_error: string | null;
            /** @description killed / (killed + surviving); null until a validation measured it */
            mutation_score: number | null;
            mutants_total: number | null;
            /** @description a count: mutants no hidden dataset tells apart from the reference */
            mutants_surviving: number | null;
            /** @description Glicko-2 rating learned from first attempts (issue 15); null before any assignment */
            calibrated_rating: number | null;
            /** @description the calibrated rating’s deviation (350 at the author’s prior) */
            rating_deviation: number | null;
            /** @description deviation above 110: the daily pick still uses difficulty_rating */
            rating_provisional: boolean;
            /** @description calibrated and authored ratings more than 200 apart */
            rating_drift_flag: boolean;
            /** @description first attempts the calibration has counted */
            first_attempts: number;
        };
        SurvivingMutant: {
            kind: string;
            description: string;
            sql: string;
        };
        AdminChallenge: {
            id: number;
            title: string;
            description: string;
            difficulty_rating: number;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            estimated_time_minutes: number;
            /** @enum {string|null} */
            category: "SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION" | null;
            /** @enum {string} */
            status: "active" | "draft" | "archived";
            source_type: string;
            tags: string[];
            /** @description 0–3 slugs of the concept taxonomy, the main one first */
            concepts: string[];
            total_attempts: number;
            /** @description fraction 0 to 1 */
            success_rate: number;
            created_at: string;
            validated: boolean;
            validated_at: string | null;
            validation_error: string | null;
            /** @description killed / (killed + surviving); null until a validation measured it */
            mutation_score: number | null;
            mutants_total: number | null;
            /** @description a count: mutants no hidden dataset tells apart from the reference */
            mutants_surviving: number | null;
            /** @description Glicko-2 rating learned from first attempts (issue 15); null before any assignment */
            calibrated_rating: number | null;
            /** @description the calibrated rating’s deviation (350 at the author’s prior) */
            rating_deviation: number | null;
            /** @description deviation above 110: the daily pick still uses difficulty_rating */
            rating_provisional: boolean;
            /** @description calibrated and authored ratings more than 200 apart */
            rating_drift_flag: boolean;
            /** @description first attempts the calibration has counted */
            first_attempts: number;
            schema_setup: string;
            sample_data_description: string | null;
            /** @description a JSON array of row objects, held as text */
            expected_output: string | null;
            correct_solution: string;
            /** @description seconds */
            average_completion_time: number;
            updated_at: string;
            created_by: number | null;
            order_matters: boolean | null;
            /** @description author-written hidden datasets: SQL scripts applied after schema_setup */
            hidden_datasets: string[];
            /** @description faithful readings of the text: each must pass every graded dataset */
            accepts: string[];
            /** @description plausible wrong answers: each must fail some graded dataset */
            rejects: {
                sql: string;
                why: string;
                case?: string;
            }[];
            /** @description rules the text states, each a query returning no row on every graded dataset */
            invariants: string[];
            /** @description a data-changing challenge: the tables its statement is graded by (empty for a query challenge) */
            checks: string[];
            /** @description surviving mutants an admin marked equivalent, with why (left out of the score) */
            marked_equivalent: {
                sql: string;
                reason: string;
                marked_by: number | null;
                marked_at: string | null;
            }[];
            /** @description how many mutants of the last validation were left out as marked equivalent */
            mutants_marked_equivalent: number;
            /** @description 0–3 progressive hints, revealed one at a time to learners */
            hints: string[];
            /** @description markdown shown to learners once their day is resolved */
            explanation: string | null;
            mutants_killed: number | null;
            mutants_dropped: number | null;
            surviving_mutants: components["schemas"]["SurvivingMutant"][];
            /** @description the score validation currently demands (MUTATION_SCORE_THRESHOLD) */
            mutation_threshold: number;
        };
        AdminChallengePage: {
            challenges: components["schemas"]["AdminChallengeListItem"][];
            page: number;
            total_pages: number;
            total_count: number;
            mutation_threshold: number;
        };
        ConceptCoverage: {
            /** @enum {string} */
            slug: "filtering" | "sorting" | "inner-join" | "outer-join" | "self-join" | "anti-join" | "semi-join" | "aggregation" | "having" | "correlated-subquery" | "cte" | "recursive-cte" | "ranking-window" | "running-total-frame" | "lag-lead" | "dates-time-zones" | "strings-patterns" | "case-when" | "null-handling" | "set-operations" | "gaps-islands" | "conditional-aggregation-pivot" | "top-n-per-group" | "deduplication" | "cohorts-retention" | "funnels" | "sessionisation" | "percentiles" | "generate-series-calendar" | "json";
            name: string;
            description: string;
            /** @description the typical difficulty_rating [low, high] of a challenge built around it */
            rating_band: (number)[];
            /** @description challenges carrying it, any status */
            challenges: number;
            /** @description active, validated challenges carrying it: what the daily pick can choose from */
            active_validated: number;
        };
        ConceptCoveragePage: {
            concepts: components["schemas"]["ConceptCoverage"][];
            /** @description active, validated challenges in all */
            active_validated_total: number;
            /** @description active, validated challenges without any concept */
            active_validated_untagged: number;
        };
        CatalogueCoverage: {
            /** @description 800–899 … 2000 (the scale ends at 2000) */
            bands: {
                /** @description first rating of the 100-point band */
                band_start: number;
                /** @description last rating of the band */
                band_end: number;
                /** @description challenges rated in the band, any status */
                challenges: number;
                /** @description active, validated ones: what the daily pick can choose from */
                active_validated: number;
            }[];
            /** @description ratings 800 to 2000 in steps of 100 */
            ratings: {
                /** @description a learner ELO */
                rating: number;
                /** @description active validated challenges within ±200 of it: days of practice at that level for a new learner staying there */
                within_200: number;
                /** @description days before the daily pick runs dry for a new learner: every active validated challenge, nearest first */
                days_before_dry: number;
            }[];
            /** @description active validated challenges per industry (seeded ones; admin-made ones have none) */
            industries: {
                industry: string;
                challenges: number;
            }[];
            active_validated_total: number;
        };
        ChallengeExport: {
            /** @description its slug, or one made from the title and id for an admin-made challenge */
            slug: string;
            /** @description where the file belongs under content/ */
            path: string;
            /** @description the file; `npm run content -- import` and the seeding read it */
            yaml: string;
        };
        ChallengeValidation: {
            success: boolean;
            validated: boolean;
            validated_at: string;
            error: string | null;
            /** @description killed / (killed + surviving); null until a validation measured it */
            mutation_score: number | null;
            mutants_total: number | null;
            /** @description a count: mutants no hidden dataset tells apart from the reference */
            mutants_surviving: number | null;
            mutation_threshold: number;
        };
        ValidateAllResult: {
            passed: number;
            failed: number;
            total: number;
            results: {
                id: number;
                title: string;
                success: boolean;
                error: string | null;
                /** @description killed / (killed + surviving); null until a validation measured it */
                mutation_score: number | null;
                mutants_total: number | null;
                /** @description a count: mutants no hidden dataset tells apart from the reference */
                mutants_surviving: number | null;
            }[];
            /** @description killed / (killed + surviving); null until a validation measured it */
            mutation_score: number | null;
            mutants_total: number | null;
            /** @description a count: mutants no hidden dataset tells apart from the reference */
            mutants_surviving: number | null;
            mutation_threshold: number;
        };
        ChallengeRemoval: {
            /** @enum {string} */
            action: "deleted" | "archived";
        };
        TemplateOptions: {
            difficulties: ("beginner" | "intermediate" | "advanced" | "expert")[];
            industry_contexts: ("ecommerce" | "finance" | "saas" | "healthcare" | "logistics" | "hr" | "marketing" | "gaming")[];
            sql_concepts: ("basic_select" | "filtering" | "joins" | "aggregation" | "having" | "subqueries" | "ctes" | "window_functions" | "dates" | "case_when" | "null_handling" | "set_operations" | "string_functions")[];
        };
        GenerationStats: {
            generated_challenges: number;
            total_challenges: number;
            generation_percentage: number;
        };
        GeneratedChallenge: {
            title: string;
            description: string;
            difficulty_rating: number;
            estimated_time_minutes: number;
            /** @enum {string} */
            category: "SELECT" | "JOIN" | "AGGREGATION" | "ANALYTICS" | "SUBQUERY" | "WINDOW_FUNCTION";
            tags: string[];
            schema_setup: string;
            correct_solution: string;
            sample_data_description: string;
            /** @enum {string} */
            source_type: "generated" | "ai_generated";
            expected_output: string;
            /** @description 1–3 taxonomy slugs (procedural challenges; issue 14) */
            concepts?: string[];
            /** @description 2–3 progressive hints */
            hints?: string[];
            /** @description markdown: approach, solution, common mistakes */
            explanation?: string;
            /** @description faithful readings of the text the generator wrote (issue 32); validation ran them */
            accepts?: string[];
            /** @description plausible wrong answers the generator wrote, each caught by a kept dataset */
            rejects?: {
                sql: string;
                why: string;
                case?: string;
            }[];
            /** @description rules the text states that no constraint holds: each returns no row */
            invariants?: string[];
        };
        GenerationJobStarted: {
            job_id: string;
        };
        GenerateBulkResult: components["schemas"]["GeneratedChallenge"][] | components["schemas"]["GenerationJobStarted"];
        GenerationJob: {
            job_id: string;
            /** @description unknown, or the job state: waiting, active, completed, failed, … */
            state: string;
            progress: {
                done: number;
                total: number;
            };
            challenges?: components["schemas"]["GeneratedChallenge"][];
            shortfall?: string[];
            error?: string | null;
        };
        SavedChallenges: {
            challenges: components["schemas"]["AdminChallenge"][];
        };
        LeagueMember: {
            rank: number;
            user_id: number;
            username: string | null;
            weekly_points: number;
            is_current_user: boolean;
        };
        CurrentLeague: {
            /** @enum {string} */
            tier: "bronze" | "silver" | "gold" | "platinum" | "diamond";
            week: string;
            week_start: string;
            week_ends_at: string;
            placed: boolean;
            cohort: components["schemas"]["LeagueMember"][];
            promotion_cutoff: number | null;
            demotion_cutoff: number | null;
            message: string | null;
        };
        LeagueWeekClose: {
            week: string;
            closed: boolean;
            learners: number;
            promoted: number;
            demoted: number;
        };
        ErrorPosition: {
            line: number;
            /** @description characters from the start of the line, 1-based */
            column: number;
        };
        ExpectedPreview: {
            /** @description the reference’s column names, for display (names are never compared) */
            columns: string[];
            /** @description the first 50 rows */
            rows: unknown[][];
            row_count: number;
            order_matters: boolean;
        };
        SampleDiff: {
            /** @description matches the sample; the hidden datasets may still differ */
            matches: boolean;
            /** @description why not, in grading’s words (e.g. "Expected 3 rows, got 4.") */
            reason: string | null;
            /** @description expected rows the result lacks (first 50) */
            missing_rows: unknown[][];
            /** @description rows of the result the expected rows lack (first 50) */
            extra_rows: unknown[][];
            /** @description cells of near-miss rows, or of rows out of place when only the order is wrong (first 100) */
            differing_cells: {
                /** @description 0-based row of the learner’s result */
                row: number;
                /** @description 0-based column position */
                column: number;
                expected: unknown;
                actual: unknown;
            }[];
            missing_row_count: number;
            extra_row_count: number;
        };
        PickReason: {
            /**
             * @description a concept the learner is weak at, one due for review, or the plain pick nearest their rating
             * @enum {string}
             */
            kind: "weak_concept" | "spaced_review" | "nearest_rating";
            /** @description the concept’s taxonomy slug (null: a nearest-rating pick of a challenge with no concept) */
            concept: string | null;
            concept_name: string | null;
            /** @description the learner’s skill in the concept when the challenge was picked (null for nearest_rating) */
            skill: number | null;
            /** @description YYYY-MM-DD, the learner’s last resolved day with the concept (null for nearest_rating) */
            last_practised: string | null;
            days_since_practised: number | null;
            /** @description e.g. "Picked for you: Window functions, last practised 12 days ago" */
            text: string;
        };
        DailyChallenge: {
            id: number;
            title: string;
            description: string;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            difficulty_rating: number;
            estimated_time_minutes: number;
            category: string | null;
            schema_setup: string;
            sample_data_description: string | null;
            /** @description whether row order is compared (column names never are) */
            order_matters: boolean;
            /** @description YYYY-MM-DD, in the learner’s time zone */
            date: string;
            allowance_seconds: number;
            attempts_used: number;
            max_attempts: number;
            attempt_in_progress: boolean;
            /** @description seconds already used */
            previous_cumulative_time: number;
            elo_pending: boolean;
            /** @description allowance left on the server’s clock (runs while an attempt is open) */
            time_remaining_seconds: number;
            /** @description ISO time the open attempt started; null when none is open */
            started_at: string | null;
            /** @description the reference’s result on the visible sample data */
            expected_preview: components["schemas"]["ExpectedPreview"] | null;
            /** @description why the pick chose it, the plain nearest-rating pick included (null only on older answers) */
            pick_reason: components["schemas"]["PickReason"] | null;
        };
        StartResult: {
            /** @description seconds already used */
            previous_cumulative_time: number;
            attempt_number: number;
            allowance_seconds: number;
        };
        TestResult: {
            /** @description the query ran (says nothing about correctness) */
            success: boolean;
            message: string;
            error: string | null;
            columns: string[];
            rows: unknown[][];
            row_count: number;
            execution_time_ms: number;
            /** @description the rows against the visible sample’s expected rows; null when the query failed */
            sample_diff: components["schemas"]["SampleDiff"] | null;
            error_position: components["schemas"]["ErrorPosition"] | null;
            /** @description a data-changing challenge: each table it checks, before and after the statement on the sample (at most 50 rows per list); null otherwise */
            data_changes?: {
                table: string;
                columns: string[];
                /** @description the primary key rows are paired on; empty: a change shows as a row removed and one added */
                key: string[];
                added: unknown[][];
                removed: unknown[][];
                changed: {
                    before: unknown[];
                    after: unknown[];
                    /** @description positions of the values that changed */
                    columns: number[];
                }[];
                unchanged: number;
            }[] | null;
        };
        SubmitResult: {
            is_correct: boolean;
            attempt_number: number;
            max_attempts: number;
            remaining_attempts: number;
            points_earned: number;
            execution_time_seconds: number;
            elo_change: number;
            elo_pending: boolean;
            elo_status: string;
            error_message: string | null;
            show_solution: boolean;
            correct_solution: string | null;
            attempt_id: number;
            /** @description hints revealed that day */
            hints_used: number;
            /** @description share of the points kept for them: 1 − 0.2 per hint */
            points_factor: number;
            /** @description markdown: approach, commented solution, common mistakes; only with show_solution */
            explanation: string | null;
            /** @description where the error is, when the query failed on the visible dataset */
            error_position: components["schemas"]["ErrorPosition"] | null;
        };
        VerdictReport: {
            id: number;
            created_at: string;
            category: "verdict" | string;
            message: string;
            email: string | null;
            status: string;
            admin_notes: string | null;
            user_id: number | null;
            verdict?: {
                challenge_id: number;
                attempt_id: number;
                sql: string;
            };
        };
        HintsStatus: {
            /** @description hints the challenge has (0 to 3) */
            total: number;
            revealed: {
                /** @description 1 for the first hint */
                index: number;
                hint: string;
            }[];
            remaining: number;
            /** @description share of a correct answer’s points kept: 1 − 0.2 per revealed hint */
            points_factor: number;
            /** @description the factor after revealing the next hint; null when none is left */
            next_points_factor: number | null;
            /** @description share of the points each hint takes (0.2) */
            cost_per_hint: number;
            /** @description a hint is left and the day is not resolved */
            can_reveal: boolean;
        };
        RevealedHint: {
            hint: string;
            /** @description 1 for the first hint */
            index: number;
            remaining: number;
            /** @description share of a correct answer’s points kept: 1 − 0.2 per revealed hint */
            points_factor: number;
            /** @description share of a correct answer’s points kept: 1 − 0.2 per revealed hint */
            next_points_factor: number | null;
            cost_per_hint: number;
        };
        HistoryItem: {
            challenge_id: number;
            challenge_title: string;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            difficulty_rating: number;
            category: string | null;
            submitted_at: string;
            /** @description YYYY-MM-DD, in the learner’s time zone */
            date: string;
            is_correct: boolean;
            total_attempts: number;
            elo_before: number | null;
            elo_after: number | null;
            final_elo_change: number | null;
            execution_time_seconds: number;
            points_earned: number;
            /** @enum {string} */
            outcome: "solved" | "failed" | "abandoned";
            /** @description hints revealed that day (each took 20 % of a correct answer’s points) */
            hints_used: number;
            /** @description the challenge’s explanation (markdown), shown for past days */
            explanation: string | null;
            /** @description unrated practice runs of this challenge since ("Practice") */
            practice_runs: number;
            /** @description practice runs ended by a correct answer */
            practice_solved: number;
        };
        StreakFreezes: {
            /** @description freezes held (0–2) */
            streak_freezes: number;
            /** @description YYYY-MM-DD days a freeze covered (the learner’s calendar), ascending */
            frozen_days: string[];
        };
        PracticeItem: {
            challenge_id: number;
            challenge_title: string;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            difficulty_rating: number;
            category: string | null;
            /** @description the day it was played (YYYY-MM-DD, learner’s zone) */
            date: string;
            /** @enum {string} */
            outcome: "solved" | "failed" | "abandoned";
            hint_count: number;
            has_explanation: boolean;
            practice_runs: number;
            /** @description practice runs ended by a correct answer */
            practice_solved: number;
            last_practiced_at: string | null;
        };
        PracticeChallenge: {
            id: number;
            title: string;
            description: string;
            /** @enum {string} */
            difficulty_category: "beginner" | "intermediate" | "advanced" | "expert";
            difficulty_rating: number;
            estimated_time_minutes: number;
            category: string | null;
            schema_setup: string;
            sample_data_description: string | null;
            order_matters: boolean;
            date: string;
            /** @enum {string} */
            outcome: "solved" | "failed" | "abandoned";
            hints: string[];
            /** @description markdown */
            explanation: string | null;
            correct_solution: string;
            /** @description the learner's last rated submission of that day (null when none was submitted: an abandoned day) */
            last_submission: {
                sql: string;
                correct: boolean;
                attempt_number: number;
                submitted_at: string;
            } | null;
            /** @description the reference’s result on the visible sample data */
            expected_preview: components["schemas"]["ExpectedPreview"] | null;
            /** @description practice runs started on this challenge */
            runs: number;
            /** @description the run in progress, if any */
            open_run: {
                run: number;
                started_at: string;
            } | null;
        };
        PracticeRun: {
            /** @description practice runs started on this challenge */
            runs: number;
            /** @description the run in progress, if any */
            open_run: {
                run: number;
                started_at: string;
            } | null;
        };
        PracticeResult: {
            is_correct: boolean;
            run: number;
            /** @description seconds since the run started */
            execution_time_seconds: number;
            error_message: string | null;
            /** @enum {number} */
            points_earned: 0;
            /** @enum {boolean} */
            rated: false;
            /** @description when correct */
            correct_solution: string | null;
            /** @description when correct (markdown) */
            explanation: string | null;
            /** @description practice runs started on this challenge */
            runs: number;
            /** @description the run in progress, if any */
            open_run: {
                run: number;
                started_at: string;
            } | null;
        };
        ShareCard: {
            /** @description date, attempts as squares (🟩 correct, 🟥 wrong, ⬛ not submitted), time, ELO change, streak */
            text: string;
            /** @description the same card as a PNG (GET with the bearer token) */
            image_url: string;
        };
        GlobalLeaderboardEntry: {
            rank: number;
            user_id: number;
            username: string | null;
            first_name: string | null;
            last_name: string | null;
            current_elo_rating: number;
            is_current_user: boolean;
            total_points_earned: number;
            total_challenges_completed: number;
            current_streak: number;
            best_streak: number;
            average_completion_time: number | null;
        };
        WeeklyLeaderboardEntry: {
            rank: number;
            user_id: number;
            username: string | null;
            first_name: string | null;
            last_name: string | null;
            current_elo_rating: number;
            is_current_user: boolean;
            weekly_points: number;
            weekly_completed: number;
            current_streak: number;
        };
        GlobalLeaderboard: {
            leaderboard: components["schemas"]["GlobalLeaderboardEntry"][];
            current_user_rank: number | null;
            total_users: number;
            period: string;
        };
        WeeklyLeaderboard: {
            leaderboard: components["schemas"]["WeeklyLeaderboardEntry"][];
            current_user_rank: number | null;
            total_users: number;
            period: string;
            week_start: string;
        };
        ConceptSkill: {
            /** @description the concept’s taxonomy slug */
            concept: string;
            concept_name: string;
            /** @description the skill estimate on the ELO scale */
            skill: number;
            /** @description 0 to 1: how much practice backs the estimate (attempted / (attempted + 3)) */
            confidence: number;
            solved: number;
            /** @description resolved days with the concept (solved, failed or abandoned) */
            attempted: number;
            /** @description YYYY-MM-DD, the learner’s last resolved day with the concept */
            last_practised: string;
        };
        ProjectionStatus: {
            name: string;
            version: number;
            installed_version: number | null;
            checkpoint: string;
            head: string;
            /** @description head − checkpoint, in the store’s position units (positions are sparse: not an event count) */
            lag: string;
            /** @description events stored after the checkpoint (PostgreSQL store; null for EventStoreDB) */
            pending_events: number | null;
            /** @description some process holds the subscription’s leader lock */
            active: boolean;
        };
        ComponentHealth: {
            ok: boolean;
            latency_ms: number;
            error?: string;
        } & {
            [key: string]: unknown;
        };
        HealthReport: {
            /** @enum {string} */
            status: "ok" | "degraded";
            postgres: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            redis: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            event_store: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            subscriptions: ("ok" | "failing") | components["schemas"]["ProjectionStatus"][] | {
                ok: boolean;
                error?: string;
            };
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
            uptime_seconds: number;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not_ready";
            postgres: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            redis: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            /** @description present when this process runs learner SQL (a worker, or all roles in one) */
            sandbox?: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
            projections: ("ok" | "failing") | components["schemas"]["ComponentHealth"];
        };
        UserProfile: {
            id: number;
            email: string;
            username: string;
            first_name: string | null;
            last_name: string | null;
            job_title: string | null;
            company: string | null;
            years_experience: number | null;
            /** @enum {string} */
            sql_comfort_level: "beginner" | "intermediate" | "advanced" | "expert";
            timezone: string;
            is_admin: boolean;
            is_beta_user: boolean;
            is_owner: boolean;
            has_lifetime_access: boolean;
            trial_end: string;
            created_at: string;
            current_elo_rating: number;
            total_points_earned: number;
            current_streak: number;
            best_streak: number;
            total_challenges_completed: number;
            /** @description streak freezes held (0–2): one is earned per 7 counted days of a run, one covers a missed day */
            streak_freezes: number;
            today_challenge: {
                date: string;
                challenge_id: number;
                /** @enum {string} */
                status: "assigned" | "in_progress" | "solved" | "failed" | "abandoned";
            } | null;
        };
        UserCount: {
            total_users: number;
        };
        Feedback: {
            id: number;
            created_at: string;
            /** @description one of general, feature, bug, ui, content, improvement, question, other, verdict */
            category: string;
            message: string;
            email: string | null;
            /** @description one of new, reviewed, resolved, closed */
            status: string;
            admin_notes: string | null;
            user_id: number | null;
            /** @description a verdict report: the rejected attempt and its SQL (category verdict); absent for other feedback */
            verdict?: {
                challenge_id: number;
                attempt_id: number;
                sql: string;
            };
        };
        FeedbackDeletion: {
            id: number;
            /** @enum {boolean} */
            deleted: true;
        };
        PlanFeatures: {
            /** @description Unlimited challenges */
            unlimited_challenges: boolean;
            /** @description Leaderboard access */
            leaderboard_access: boolean;
            /** @description Progress tracking */
            progress_tracking: boolean;
            /** @description Streak tracking */
            streak_tracking: boolean;
            /** @description Performance analytics */
            performance_analytics: boolean;
            /** @description Email support */
            email_support: boolean;
            /** @description Advanced analytics */
            advanced_analytics: boolean;
            /** @description Custom challenge sets */
            custom_challenge_sets: boolean;
            /** @description Priority support */
            priority_support: boolean;
            /** @description Early feature access */
            early_feature_access: boolean;
            /** @description Unlimited team members */
            unlimited_team_members: boolean;
            /** @description Team leaderboards */
            team_leaderboards: boolean;
            /** @description Custom branding */
            custom_branding: boolean;
            /** @description SSO */
            sso: boolean;
            /** @description Dedicated support */
            dedicated_support: boolean;
            /** @description Custom challenge creation */
            custom_challenge_creation: boolean;
            /** @description API access */
            api_access: boolean;
            /** @description Training workshops */
            training_workshops: boolean;
        };
        Plan: {
            id: number;
            name: string;
            /** @description individual, enterprise or other */
            plan_type: string;
            original_price_monthly: number;
            original_price_annual: number;
            actual_price_monthly: number;
            actual_price_annual: number;
            /** @description percent */
            beta_discount: number;
            max_users: number | null;
            features: components["schemas"]["PlanFeatures"];
            stripe_price_id_monthly: string | null;
            stripe_price_id_annual: string | null;
            is_recommended: boolean;
        };
        CurrentSubscription: {
            has_subscription: boolean;
            is_beta_user: boolean;
            /** @description only when subscribed */
            plan_name?: string;
            billing_cycle?: string | null;
            status?: string | null;
        };
        CheckoutSession: {
            checkout_url: string | null;
            detail: string;
        };
        EventView: {
            position: string;
            stream_id: string;
            stream_version: number;
            id: string;
            type: string;
            data: unknown;
            metadata: unknown;
            created_at: string;
        };
        EventsAfter: {
            events: components["schemas"]["EventView"][];
            /** @description poll with it as `after` to follow live */
            next_after: string;
            head: string;
        };
        TypeCount: {
            type: string;
            count: number;
            last_position: string;
            last_at: string;
        };
        StreamSummary: {
            stream_id: string;
            events: number;
            version: number;
            last_position: string;
            last_event_at: string;
        };
        StreamPage: {
            streams: components["schemas"]["StreamSummary"][];
            limit: number;
            offset: number;
            has_more: boolean;
        };
        StreamEvents: {
            stream_id: string;
            version: number;
            events: components["schemas"]["EventView"][];
            /** @description the version to ask for next; null when this page reached the end of the stream */
            next_from: number | null;
        };
        ProjectionRebuild: {
            name: string;
            version: number;
            events: number;
            seconds: number;
            position: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredAccount"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
        };
    };
    UsersController_userCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCount"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description degraded */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    GeneratorController_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateOptions"];
                };
            };
        };
    };
    GeneratorController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationStats"];
                };
            };
        };
    };
    GeneratorController_generate: {
        parameters: {
            query?: {
                async?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateBulkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateBulkResult"];
                };
            };
        };
    };
    GeneratorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationJob"];
                };
            };
        };
    };
    GeneratorController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveChallengesDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedChallenges"];
                };
            };
        };
    };
    ChallengesAdminController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                concept?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminChallengePage"];
                };
            };
        };
    };
    ChallengesAdminController_concepts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConceptCoveragePage"];
                };
            };
        };
    };
    ChallengesAdminController_coverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueCoverage"];
                };
            };
        };
    };
    ChallengesAdminController_validateAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateAllResult"];
                };
            };
        };
    };
    ChallengesAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminChallenge"];
                };
            };
        };
    };
    ChallengesAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateChallengeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminChallenge"];
                };
            };
        };
    };
    ChallengesAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeRemoval"];
                };
            };
        };
    };
    ChallengesAdminController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeExport"];
                };
            };
        };
    };
    ChallengesAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChallengeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminChallenge"];
                };
            };
        };
    };
    ChallengesAdminController_unarchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminChallenge"];
                };
            };
        };
    };
    ChallengesAdminController_markEquivalent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkEquivalentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeValidation"];
                };
            };
        };
    };
    ChallengesAdminController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptQueryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeValidation"];
                };
            };
        };
    };
    ChallengesAdminController_validate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeValidation"];
                };
            };
        };
    };
    LearnerChallengesController_daily: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyChallenge"];
                };
            };
        };
    };
    LearnerChallengesController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartResult"];
                };
            };
        };
    };
    LearnerChallengesController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestResult"];
                };
            };
        };
    };
    LearnerChallengesController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitResult"];
                };
            };
        };
    };
    LearnerChallengesController_reportVerdict: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportVerdictDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerdictReport"];
                };
            };
        };
    };
    HintsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HintsStatus"];
                };
            };
        };
    };
    HintsController_reveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedHint"];
                };
            };
        };
    };
    PracticeController_index: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeItem"][];
                };
            };
        };
    };
    PracticeController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeChallenge"];
                };
            };
        };
    };
    PracticeController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeRun"];
                };
            };
        };
    };
    PracticeController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PracticeSubmitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeResult"];
                };
            };
        };
    };
    ShareController_share: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareCard"];
                };
            };
        };
    };
    ShareController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description image/png */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    HistoryController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryItem"][];
                };
            };
        };
    };
    HistoryController_freezes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreakFreezes"];
                };
            };
        };
    };
    LeaderboardController_globalBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalLeaderboard"];
                };
            };
        };
    };
    LeaderboardController_weeklyBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyLeaderboard"];
                };
            };
        };
    };
    SkillsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConceptSkill"][];
                };
            };
        };
    };
    AdminAttemptsController_search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchAttemptsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptSearchResult"];
                };
            };
        };
    };
    AdminAttemptsController_deleteOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptDeletion"];
                };
            };
        };
    };
    AdminAttemptsController_bulkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkAttemptDeletion"];
                };
            };
        };
    };
    AdminAttemptsController_regradeAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegradeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegradeReport"];
                };
            };
        };
    };
    AdminAttemptsController_regradeChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegradeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegradeReport"];
                };
            };
        };
    };
    AdminAttemptsController_ratingHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingChange"][];
                };
            };
        };
    };
    FeedbackController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitFeedbackDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
        };
    };
    FeedbackAdminController_list: {
        parameters: {
            query?: {
                status_filter?: ("new" | "reviewed" | "resolved" | "closed") | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"][];
                };
            };
        };
    };
    FeedbackAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackDeletion"];
                };
            };
        };
    };
    FeedbackAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFeedbackDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Feedback"];
                };
            };
        };
    };
    SubscriptionsController_plans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"][];
                };
            };
        };
    };
    SubscriptionsController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentSubscription"];
                };
            };
        };
    };
    SubscriptionsController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
        };
    };
    EventsAdminController_after: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                type?: string;
                stream?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsAfter"];
                };
            };
        };
    };
    EventsAdminController_types: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypeCount"][];
                };
            };
        };
    };
    EventsAdminController_streams: {
        parameters: {
            query?: {
                prefix?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamPage"];
                };
            };
        };
    };
    EventsAdminController_stream: {
        parameters: {
            query?: {
                from?: number;
                limit?: number;
            };
            header?: never;
            path: {
                streamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamEvents"];
                };
            };
        };
    };
    ProjectionsAdminController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectionStatus"][];
                };
            };
        };
    };
    ProjectionsAdminController_rebuild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectionRebuild"];
                };
            };
        };
    };
    LeagueController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentLeague"];
                };
            };
        };
    };
    AdminLeagueController_closeWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseLeagueWeekDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeagueWeekClose"];
                };
            };
        };
    };
}
