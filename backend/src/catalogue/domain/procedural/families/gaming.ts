import type { Family } from '../family';

export const GAMING: Family = {
  key: 'gaming-sessions',
  industry: 'gaming',
  story: 'An online game studio\'s player telemetry',
  people: {
    table: 'players', one: 'player', many: 'players',
    name: { col: 'display_name', label: 'display name' },
    email: { col: 'email', label: 'email address', domains: ['gmail.com', 'outlook.com', 'gamer.net'] },
    group: { col: 'region', label: 'server region', values: ['EU-West', 'EU-North', 'US-East', 'US-West', 'Asia'] },
    since: { col: 'joined_on', label: 'join date', from: '2021-09-01', to: '2023-12-24' },
    optional: { col: 'clan_tag', label: 'clan tag', make: (r) => `[${r.pick(['WOLF', 'NOVA', 'IRON', 'APEX', 'ZEN'])}]` },
  },
  items: {
    table: 'games', one: 'game', many: 'games',
    name: { col: 'title', label: 'game title' },
    category: { col: 'genre', label: 'genre' },
    price: { col: 'price', label: 'store price' },
    catalog: [
      ['Star Drift', 'Shooter', 20, 60], ['Iron Siege', 'Shooter', 15, 50], ['Kingdom Tiles', 'Strategy', 10, 30],
      ['Empire Ascent', 'Strategy', 25, 55], ['Pixel Kart', 'Racing', 10, 35], ['Turbo Rally', 'Racing', 20, 45],
      ['Mystic Vale', 'RPG', 30, 70], ['Dungeon Forge', 'RPG', 15, 40], ['Puzzle Orbit', 'Puzzle', 5, 15], ['Block Garden', 'Puzzle', 3, 12],
    ],
  },
  events: {
    table: 'sessions', one: 'game session', many: 'game sessions', personFk: 'player_id', itemFk: 'game_id',
    date: { col: 'played_on', label: 'play date' },
    status: { col: 'result', label: 'result', values: [['win', 4], ['loss', 4], ['draw', 1], ['abandoned', 1]] },
    count: { col: 'minutes_played', label: 'minutes played', min: 5, max: 180 },
    amount: { col: 'score', label: 'score', min: 100, max: 9800 },
    extra: { col: 'in_game_spend', label: 'in-game spend', min: 0.99, max: 19.99 },
  },
};
