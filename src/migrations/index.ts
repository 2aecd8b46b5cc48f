import * as migration_20261121_234146_initial from './20261121_234146_initial';

export const migrations = [
  {
    up: migration_20261121_234146_initial.up,
    down: migration_20261121_234146_initial.down,
    name: '20261121_234146_initial'
  },
];
