import * as migration_20261121_234146_initial from './20261121_234146_initial';
import * as migration_20261122_001439_content_model from './20261122_001439_content_model';

export const migrations = [
  {
    up: migration_20261121_234146_initial.up,
    down: migration_20261121_234146_initial.down,
    name: '20261121_234146_initial',
  },
  {
    up: migration_20261122_001439_content_model.up,
    down: migration_20261122_001439_content_model.down,
    name: '20261122_001439_content_model'
  },
];
