import type { Industry } from '../generator.constants';
import type { Random } from './random';

/** A column with the words a question uses for it ("order amount", "signup date"). */
export interface Col {
  col: string;
  label: string;
}

/** The people side of a family: customers, patients, players... */
export interface PeopleSpec {
  table: string;
  one: string;
  many: string;
  name: Col;
  email: Col & { domains: readonly string[] };
  group: Col & { values: readonly string[] };
  since: Col & { from: string; to: string };
  /** A text column that is NULL for some rows (null handling). */
  optional: Col & { make: (r: Random, i: number) => string };
}

/** The things side: products, plans, treatments... */
export interface ItemsSpec {
  table: string;
  one: string;
  many: string;
  name: Col;
  category: Col;
  price: Col;
  /** name, category, price range */
  catalog: ReadonlyArray<readonly [string, string, number, number]>;
}

/** The fact table joining both: orders, visits, matches... */
export interface EventsSpec {
  table: string;
  one: string;
  many: string;
  personFk: string;
  itemFk: string;
  date: Col;
  status: Col & { values: ReadonlyArray<readonly [string, number]> };
  count: Col & { min: number; max: number };
  amount: Col & { min: number; max: number };
  /** A numeric column that is NULL for some rows. */
  extra: Col & { min: number; max: number };
}

export interface Family {
  key: string;
  industry: Industry;
  /** One sentence that sets the scene: "An online home-and-tech store". */
  story: string;
  people: PeopleSpec;
  items: ItemsSpec;
  events: EventsSpec;
}

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Sophia', 'Noah', 'Emma', 'Lucas', 'Mia', 'Ethan', 'Ava', 'James', 'Isabella', 'Henry', 'Amara', 'Kenji',
  'Priya', 'Mateo', 'Zara', 'Omar', 'Chloe', 'Diego', 'Hana', 'Felix', 'Leila', 'Jonas', 'Nadia', 'Victor', 'Ines', 'Tariq',
] as const;

export const LAST_NAMES = [
  'Bennett', 'Chen', 'Muller', 'Garcia', 'Rossi', 'Martin', 'Johansson', 'Patel', 'Kowalski', 'Obrien', 'Silva', 'Walker',
  'Okafor', 'Tanaka', 'Sharma', 'Lopez', 'Haddad', 'Novak', 'Dubois', 'Fischer', 'Kim', 'Andersen', 'Costa', 'Nguyen',
] as const;
