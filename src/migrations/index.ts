import * as migration_20261121_234146_initial from './20261121_234146_initial';
import * as migration_20261122_001439_content_model from './20261122_001439_content_model';
import * as migration_20261122_004025_lead_capture from './20261122_004025_lead_capture';
import * as migration_20261122_005603_contacts_delivery from './20261122_005603_contacts_delivery';
import * as migration_20261122_010842_realtor_sync from './20261122_010842_realtor_sync';
import * as migration_20261123_125713_session_schema from './20261123_125713_session_schema';
import * as migration_20261123_125815_media_owner_backfill from './20261123_125815_media_owner_backfill';
import * as migration_20261123_145800_drafts_save_visibility from './20261123_145800_drafts_save_visibility';
import * as migration_20261123_152548_drafts_schema from './20261123_152548_drafts_schema';
import * as migration_20261123_161111_media_storage_fields from './20261123_161111_media_storage_fields';
import * as migration_20261123_175849_listing_property_type from './20261123_175849_listing_property_type';
import * as migration_20261123_235900_drafts_versions_data from './20261123_235900_drafts_versions_data';
import * as migration_20261125_143058_job_claims from './20261125_143058_job_claims';
import * as migration_20261125_160431_email_suppressions from './20261125_160431_email_suppressions';
import * as migration_20261127_112528_password_reset_job from './20261127_112528_password_reset_job';
import * as migration_20261127_134251_version_edited_by from './20261127_134251_version_edited_by';
import * as migration_20261127_163030_saved_searches from './20261127_163030_saved_searches';
import * as migration_20261127_193649_lead_response from './20261127_193649_lead_response';
import * as migration_20261127_193656_lead_response_backfill from './20261127_193656_lead_response_backfill';
import * as migration_20261127_203128_seller_leads from './20261127_203128_seller_leads';
import * as migration_20261127_230128_translation_settings from './20261127_230128_translation_settings';
import * as migration_20261127_231518_field_translations from './20261127_231518_field_translations';
import * as migration_20261128_022328_analytics from './20261128_022328_analytics';
import * as migration_20261128_054014_agent_content from './20261128_054014_agent_content';
import * as migration_20261128_060855_market_reports_and_page_kinds from './20261128_060855_market_reports_and_page_kinds';
import * as migration_20261128_095523_media_public_and_cache_purge from './20261128_095523_media_public_and_cache_purge';
import * as migration_20261128_095537_media_public_backfill from './20261128_095537_media_public_backfill';

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
    name: '20261122_010842_realtor_sync',
  },
  {
    up: migration_20261123_125713_session_schema.up,
    down: migration_20261123_125713_session_schema.down,
    name: '20261123_125713_session_schema',
  },
  {
    up: migration_20261123_125815_media_owner_backfill.up,
    down: migration_20261123_125815_media_owner_backfill.down,
    name: '20261123_125815_media_owner_backfill',
  },
  {
    up: migration_20261123_145800_drafts_save_visibility.up,
    down: migration_20261123_145800_drafts_save_visibility.down,
    name: '20261123_145800_drafts_save_visibility',
  },
  {
    up: migration_20261123_152548_drafts_schema.up,
    down: migration_20261123_152548_drafts_schema.down,
    name: '20261123_152548_drafts_schema',
  },
  {
    up: migration_20261123_161111_media_storage_fields.up,
    down: migration_20261123_161111_media_storage_fields.down,
    name: '20261123_161111_media_storage_fields',
  },
  {
    up: migration_20261123_175849_listing_property_type.up,
    down: migration_20261123_175849_listing_property_type.down,
    name: '20261123_175849_listing_property_type',
  },
  {
    up: migration_20261123_235900_drafts_versions_data.up,
    down: migration_20261123_235900_drafts_versions_data.down,
    name: '20261123_235900_drafts_versions_data',
  },
  {
    up: migration_20261125_143058_job_claims.up,
    down: migration_20261125_143058_job_claims.down,
    name: '20261125_143058_job_claims',
  },
  {
    up: migration_20261125_160431_email_suppressions.up,
    down: migration_20261125_160431_email_suppressions.down,
    name: '20261125_160431_email_suppressions',
  },
  {
    up: migration_20261127_112528_password_reset_job.up,
    down: migration_20261127_112528_password_reset_job.down,
    name: '20261127_112528_password_reset_job',
  },
  {
    up: migration_20261127_134251_version_edited_by.up,
    down: migration_20261127_134251_version_edited_by.down,
    name: '20261127_134251_version_edited_by',
  },
  {
    up: migration_20261127_163030_saved_searches.up,
    down: migration_20261127_163030_saved_searches.down,
    name: '20261127_163030_saved_searches',
  },
  {
    up: migration_20261127_193649_lead_response.up,
    down: migration_20261127_193649_lead_response.down,
    name: '20261127_193649_lead_response',
  },
  {
    up: migration_20261127_193656_lead_response_backfill.up,
    down: migration_20261127_193656_lead_response_backfill.down,
    name: '20261127_193656_lead_response_backfill',
  },
  {
    up: migration_20261127_203128_seller_leads.up,
    down: migration_20261127_203128_seller_leads.down,
    name: '20261127_203128_seller_leads',
  },
  {
    up: migration_20261127_230128_translation_settings.up,
    down: migration_20261127_230128_translation_settings.down,
    name: '20261127_230128_translation_settings',
  },
  {
    up: migration_20261127_231518_field_translations.up,
    down: migration_20261127_231518_field_translations.down,
    name: '20261127_231518_field_translations',
  },
  {
    up: migration_20261128_022328_analytics.up,
    down: migration_20261128_022328_analytics.down,
    name: '20261128_022328_analytics',
  },
  {
    up: migration_20261128_054014_agent_content.up,
    down: migration_20261128_054014_agent_content.down,
    name: '20261128_054014_agent_content',
  },
  {
    up: migration_20261128_060855_market_reports_and_page_kinds.up,
    down: migration_20261128_060855_market_reports_and_page_kinds.down,
    name: '20261128_060855_market_reports_and_page_kinds',
  },
  {
    up: migration_20261128_095523_media_public_and_cache_purge.up,
    down: migration_20261128_095523_media_public_and_cache_purge.down,
    name: '20261128_095523_media_public_and_cache_purge',
  },
  {
    up: migration_20261128_095537_media_public_backfill.up,
    down: migration_20261128_095537_media_public_backfill.down,
    name: '20261128_095537_media_public_backfill'
  },
];
