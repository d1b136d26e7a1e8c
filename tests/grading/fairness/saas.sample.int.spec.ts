import { describeSampleCheck } from './sample-check';
import { SAAS_FAIRNESS } from './saas';

/**
 * Every hand-written fairness case of the saas challenges matches the reference on the visible sample:
 * a wrong one must (only hidden data may reject it), and a right one that does not is a bug in it.
 *
 * HIDDEN holds small hand-made datasets (SQL run after the challenge's schema_setup) that show the cases are
 * what they claim: every right one still matches the reference on each of them, and every wrong one differs
 * from the reference on at least one of them (so a good hidden-dataset engine can reject it).
 */
const HIDDEN: Record<string, string[]> = {
  'saas-free-email-domains': [
    `INSERT INTO users VALUES (101, 1, 'x@notgmail.com', 'member', '2024-01-01'), (102, 1, 'gmail.fan@acme.com', 'member', '2024-01-01'), (103, 1, 'y@gmail.co.uk', 'member', '2024-01-01')`,
  ],
  'saas-mrr-by-plan': [
    `INSERT INTO subscriptions VALUES (101, 1, 'pro', 299, '2024-06-01', null), (102, 2, 'team', 49.50, '2024-06-01', null), (103, 2, 'aaa', 1196, '2024-06-01', null), (104, 2, 'zzz', 1196, '2024-06-01', null), (105, 3, 'mid', 296, '2024-06-01', null)`,
  ],
  'saas-account-mrr-seats': [
    `INSERT INTO subscriptions VALUES (101, 1, 'pro', 299, '2024-06-01', null), (102, 11, 'basic', 99, '2024-06-25', null);
     INSERT INTO users VALUES (101, 2, 'new@x.com', 'member', '2024-07-05')`,
  ],
  'saas-fully-active-accounts': [
    `INSERT INTO users VALUES (101, 11, 'a@k.jp', 'owner', '2023-01-01'), (102, 5, 'b@e.ca', 'member', '2024-01-01'), (103, 7, 'c@g.com', 'member', '2024-07-02');
     INSERT INTO logins VALUES (101, 101, '2023-06-15'), (102, 102, '2024-07-03')`,
  ],
  'saas-plan-changes': [
    `INSERT INTO subscriptions VALUES (101, 2, 'basic', 99, '2024-05-15', null), (102, 3, 'basic', 99, '2024-05-15', null), (103, 11, 'basic', 99, '2024-05-15', null),
       (104, 11, 'pro', 299, '2024-05-22', null), (105, 6, 'pro', 299, '2024-05-22', null)`,
    `INSERT INTO subscriptions VALUES (101, 1, 'starter', 29, '2022-06-01', '2023-01-09'), (103, 5, 'basic', 59, '2024-06-15', null)`,
  ],
  'saas-monthly-mrr-movements': [
    `UPDATE subscriptions SET end_date = NULL WHERE id IN (11, 17)`,
    `INSERT INTO subscriptions VALUES (101, 11, 'pro', 299, '2024-04-05', '2024-04-20')`,
    `UPDATE subscriptions SET end_date = '2023-03-15' WHERE id = 4`,
  ],
};

describeSampleCheck('saas', SAAS_FAIRNESS, HIDDEN);
