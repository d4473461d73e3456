import * as migration_20261122_081606_initial from './20261122_081606_initial';

export const migrations = [
  {
    up: migration_20261122_081606_initial.up,
    down: migration_20261122_081606_initial.down,
    name: '20261122_081606_initial'
  },
];
