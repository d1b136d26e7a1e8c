export const API_PREFIX = '/api/v1';
export const AUTH_TOKEN_KEY = 'authToken';
export const TUTORIAL_SEEN_KEY = 'sqldaily.tutorialSeen';

export const BETA_SPOTS = 100;
export const TRIAL_DAYS = 7;
export const BETA_DISCOUNT_PERCENT = 50;
export const MIN_PASSWORD_LENGTH = 8;

export const MAX_ATTEMPTS = 3;
export const TIMER_WARNING_SECONDS = 60;
export const DEFAULT_CHALLENGE_SECONDS = 300;
export const EDITOR_HEIGHT_PX = 500;
export const PASTE_WARNING_MS = 3000;
export const CONFETTI_DURATION_MS = 5000;
export const CONFETTI_PIECES = 500;
export const CELEBRATION_DELAY_MS = 500;
export const SAMPLE_ROWS_SHOWN = 10;

export const LANDING_FEEDBACK_THANKS_MS = 3000;
export const FEEDBACK_CLOSE_MS = 2000;
export const FEEDBACK_RESET_MS = 300;

export const HISTORY_PAGE_SIZE = 20;
export const CALENDAR_HISTORY_LIMIT = 100;

export const DEMO_VIDEO_URL = 'https://www.youtube.com/@sqldaily';
export const CONSULTING_URL = 'mailto:consulting@sqldaily.dev?subject=Analytics%20consulting';
export const SALES_EMAIL = 'sales@sqldaily.dev';
