import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_boards';
import * as m0003 from './0003_search_queue';
import * as m0004 from './0004_oidc_browser_binding';
import * as m0005 from './0005_sign_in_throttle';
import * as m0006 from './0006_search_words';
import * as m0007 from './0007_search_words_postgres';
import * as m0008 from './0008_staff';
import * as m0009 from './0009_activity';
import * as m0010 from './0010_board_archive';
import * as m0011 from './0011_session_preview';
import * as m0012 from './0012_item_sort_keys';
import * as m0013 from './0013_mail';
import * as m0014 from './0014_updates';
import * as m0015 from './0015_live_events';
import * as m0016 from './0016_notifications';
import * as m0017 from './0017_row_level_security';
import * as m0018 from './0018_scheduler';
import * as m0019 from './0019_live_events_tenant';
import * as m0020 from './0020_change_queue';
import * as m0021 from './0021_staff_view';
import * as m0022 from './0022_languages';

/** Every migration, in order. Names are permanent once released. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_boards': m0002,
  '0003_search_queue': m0003,
  '0004_oidc_browser_binding': m0004,
  '0005_sign_in_throttle': m0005,
  '0006_search_words': m0006,
  '0007_search_words_postgres': m0007,
  '0008_staff': m0008,
  '0009_activity': m0009,
  '0010_board_archive': m0010,
  '0011_session_preview': m0011,
  '0012_item_sort_keys': m0012,
  '0013_mail': m0013,
  '0014_updates': m0014,
  '0015_live_events': m0015,
  '0016_notifications': m0016,
  '0017_row_level_security': m0017,
  '0018_scheduler': m0018,
  '0019_live_events_tenant': m0019,
  '0020_change_queue': m0020,
  '0021_staff_view': m0021,
  '0022_languages': m0022,
};
