import * as migration_20261121_234146_initial from './20261121_234146_initial';
import * as migration_20261122_001439_content_model from './20261122_001439_content_model';
import * as migration_20261122_004025_lead_capture from './20261122_004025_lead_capture';
import * as migration_20261122_005603_contacts_delivery from './20261122_005603_contacts_delivery';
import * as migration_20261122_010842_realtor_sync from './20261122_010842_realtor_sync';

export const migrations = [
  {
    up: migration_20261121_234146_initial.up,
    down: migration_20261121_234146_initial.down,
    name: '20261121_234146_initial',
  },
  {
    up: migration_20261122_001439_content_model.up,
    down: migration_20261122_001439_content_model.down,
    name: '20261122_001439_content_model',
  },
  {
    up: migration_20261122_004025_lead_capture.up,
    down: migration_20261122_004025_lead_capture.down,
    name: '20261122_004025_lead_capture',
  },
  {
    up: migration_20261122_005603_contacts_delivery.up,
    down: migration_20261122_005603_contacts_delivery.down,
    name: '20261122_005603_contacts_delivery',
  },
  {
    up: migration_20261122_010842_realtor_sync.up,
    down: migration_20261122_010842_realtor_sync.down,
    name: '20261122_010842_realtor_sync'
  },
];
